import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Schema = Record<string, unknown>;

/** Every string schema under `node` without a length cap (an enum or a constant is capped). */
function uncappedStrings(node: unknown, where: string): string[] {
  if (!node || typeof node !== 'object') return [];
  const schema = node as Schema;
  const own =
    schema.type === 'string' &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
      ? [where]
      : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, child]) => uncappedStrings(child, `${where}/${key}`)),
  ];
}

it('caps the length of every string a request may carry, in the published schema', async () => {
  const doc = (await t.app.inject('/api/docs/json')).json<{
    paths: Record<string, Record<string, { parameters?: unknown; requestBody?: unknown }>>;
  }>();
  const uncapped = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => [
      ...uncappedStrings(operation.parameters, `${method} ${path} parameters`),
      ...uncappedStrings(operation.requestBody, `${method} ${path} body`),
    ]),
  );
  expect(uncapped).toEqual([]);
});
