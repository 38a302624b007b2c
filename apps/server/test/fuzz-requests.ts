import fc from 'fast-check';

/** The parts of JSON Schema (as @fastify/swagger publishes our zod schemas) the fuzz reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The templated path, e.g. `/api/shop/addresses/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

/**
 * Every operation of the published document, but event streams: an accepted request holds its
 * answer open for as long as the client stays (admin-order-events.test.ts drives that one).
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => !operation.responses?.['200']?.content?.['text/event-stream'])
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** Strings an attacker tries everywhere: encodings, injections, traversal, control characters. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '"; DROP TABLE orders; --',
  '%00',
  '%',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '\u0000',
  '\u202e\u0000\uffff',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '🛒🥑',
  'á'.repeat(5000),
];

/** Integers that break bounds and types: negatives, zero, beyond 32 and 53 bits, fractions. */
const HOSTILE_NUMBERS = [-1, 0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, Number.MIN_VALUE];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

function integerBounds(schema: JsonSchema) {
  const exclusive = schema.exclusiveMinimum === true;
  const min = (schema.minimum ?? -(2 ** 31)) + (exclusive ? 1 : 0);
  const max = schema.maximum ?? 2 ** 31 - 1;
  return { min, max };
}

/**
 * A value the schema accepts, most of the time (patterns and formats are approximated, which is
 * fine: such a value is only ever checked for "no 5xx"). Integer fields named like ids draw from
 * `ids`, the real ids of the test's users, so requests reach past validation into the services.
 */
export function schemaValue(
  schema: JsonSchema,
  ids: number[],
  depth = 0,
  fields: Fields = {},
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => schemaValue(option, ids, depth + 1, fields)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return schemaValue(Object.assign({}, ...schema.allOf) as JsonSchema, ids, depth + 1, fields);
  }
  const value = plainSchemaValue(schema, ids, depth, fields);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

/**
 * Values for properties by name, where the schema published says less than the server checks
 * (a Mexican mobile number, an e-mail address, a date): a well-formed request's own.
 */
export type Fields = Record<string, fc.Arbitrary<unknown>>;

function plainSchemaValue(
  schema: JsonSchema,
  ids: number[],
  depth: number,
  fields: Fields,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(properties)) {
        record[name] =
          fields[name] ??
          (depth > 4 ? fc.constant(null) : schemaValue(child, ids, depth + 1, fields));
      }
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    case 'array':
      return fc.array(
        schema.items ? schemaValue(schema.items, ids, depth + 1, fields) : fc.anything(),
        { maxLength: Math.min(schema.maxItems ?? 5, 5) },
      );
    case 'integer': {
      const { min, max } = integerBounds(schema);
      const known = ids.filter((id) => id >= min && id <= max);
      const any = fc.integer({ min, max });
      return known.length > 0
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...known) },
            { weight: 1, arbitrary: any },
          )
        : any;
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringValue(schema, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringValue(schema: JsonSchema, ids: number[]): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 100, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const generated = fc.stringMatching(pattern).filter(fits);
    // Ids travel as digit strings in paths and queries: prefer the real ones.
    const known = ids.map(String).filter((id) => pattern.test(id) && fits(id));
    return known.length > 0
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: generated },
        )
      : generated;
  }
  const hostile = HOSTILE_STRINGS.filter(fits);
  const plain = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return hostile.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: plain },
        { weight: 1, arbitrary: fc.constantFrom(...hostile) },
      )
    : plain;
}

/** A value of the wrong kind for `schema`: always refused by it. */
function wrongKind(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'integer':
      return fc.constantFrom('abc', '', { n: 1 }, [1], true, 1.5);
    case 'number':
      return fc.constantFrom('abc', { n: 1 }, [1], true);
    case 'boolean':
      return fc.constantFrom('yes', 2, { b: true }, []);
    case 'string':
      return fc.constantFrom(12, { s: 'x' }, ['x'], true);
    case 'array':
      return fc.constantFrom('[]', 3, { length: 1 });
    default:
      return fc.constantFrom(42, 'text', [1, 2]);
  }
}

/**
 * A body the schema refuses, with what was broken: not an object, a required field missing, a
 * field of the wrong kind, a string one character over its cap, or a property the schema
 * doesn't allow (prototype keys included).
 */
export function refusedBody(
  schema: JsonSchema,
  ids: number[],
): fc.Arbitrary<{ body: unknown; broken: string }> {
  const valid = schemaValue(schema, ids) as fc.Arbitrary<Record<string, unknown>>;
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([, child]) => !child.anyOf && !child.oneOf,
  );
  const ways: fc.Arbitrary<{ body: unknown; broken: string }>[] = [
    fc
      .constantFrom<unknown>(42, 'texto', [], [{}], true)
      .map((body) => ({ body, broken: 'not an object' })),
  ];
  for (const name of schema.required ?? []) {
    ways.push(
      valid.map((body) => {
        const rest = { ...body };
        delete rest[name];
        return { body: rest, broken: `${name} missing` };
      }),
    );
  }
  for (const [name, child] of properties) {
    if (child.enum || child.const !== undefined) continue;
    ways.push(
      fc.tuple(valid, wrongKind(child)).map(([body, value]) => ({
        body: { ...body, [name]: value },
        broken: `${name} wrong kind`,
      })),
    );
    if (child.type === 'string' && child.maxLength !== undefined) {
      const tooLong = 'x'.repeat(child.maxLength + 1);
      ways.push(
        valid.map((body) => ({ body: { ...body, [name]: tooLong }, broken: `${name} too long` })),
      );
    }
  }
  if (schema.additionalProperties === false) {
    ways.push(
      // A nullable body (an optional one, like a cancel's reason) may be generated as null.
      fc
        .tuple(
          valid.filter((body) => body !== null),
          fc.constantFrom('intruso', ...PROTOTYPE_KEYS),
        )
        .map(([body, key]) => {
          // Built as JSON text so `__proto__` is an own key, as it is when it arrives on the wire.
          const rest = JSON.stringify(body).slice(1);
          const text = `{${JSON.stringify(key)}:{"is_admin":true}${rest === '}' ? '' : ','}${rest}`;
          return { body: JSON.parse(text) as unknown, broken: `extra property ${key}` };
        }),
    );
  }
  return fc.oneof(...ways);
}

/** Spellings of a number that a digits-only pattern refuses. */
const NOT_DIGITS = ['abc', '1.5', '0x10', '1e3', ' 7', '-1', '+1', '%'];

/**
 * A parameter value the schema surely refuses, or null: integers out of bounds or not numbers,
 * strings over their cap or outside their pattern.
 */
export function refusedParameter(schema: JsonSchema): fc.Arbitrary<string> | null {
  if (schema.type === 'integer') {
    const { min, max } = integerBounds(schema);
    return fc.constantFrom('abc', '1.5', String(min - 1), String(max + 1), '0x10', '1e3', '');
  }
  if (schema.type !== 'string' || schema.enum) return null;
  const refused: string[] = [];
  if (schema.maxLength !== undefined) refused.push('9'.repeat(schema.maxLength + 1));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    refused.push(...NOT_DIGITS.filter((value) => !pattern.test(value)));
  }
  return refused.length > 0 ? fc.constantFrom(...refused) : null;
}

/**
 * A parameter value: the schema's, one of `known` (real values of this parameter, such as cart
 * ids, which no generator guesses), or anything hostile (unless `hostile` is false).
 */
export function parameterValue(
  schema: JsonSchema,
  ids: number[],
  known: string[] = [],
  hostile = true,
): fc.Arbitrary<string> {
  const generated = schemaValue(schema, ids).map((value) => String(value));
  const ways: fc.WeightedArbitrary<string>[] =
    known.length > 0
      ? [
          { weight: 3, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: generated },
        ]
      : [{ weight: 3, arbitrary: generated }];
  if (hostile) {
    ways.push({
      weight: 1,
      arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS.map(String)),
    });
  }
  return fc.oneof(...ways);
}
