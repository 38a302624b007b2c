import type { FieldErrors } from '@canasta/contract';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors';
import { messages } from './messages';

/**
 * A form's body on its way through every check, so one 422 names every bad field (decision
 * 050). The schema's problems come first; the service then checks what only it can see (a
 * phone another client has, a taken SKU, a date already past) on the fields that passed their
 * own rules, adds what it finds, and gets the body only when nothing was found.
 *
 * A route hands its body to a service this way, declared with `attachValidation` so that a
 * body its schema refuses still reaches the service's checks.
 */
export class FormCheck<T extends object> {
  private constructor(
    private whole: T | undefined,
    /** The fields that passed every rule so far: all of them once the body is valid. */
    readonly fields: Partial<T>,
    private readonly errors: FieldErrors,
  ) {}

  /**
   * The request's body as its schema left it. A failing body keeps its schema's problems and
   * the fields that pass on their own; a bad path or query is thrown as it would have been.
   */
  static fromRequest<T extends object>(request: FastifyRequest & { body: T }): FormCheck<T> {
    const failure = request.validationError;
    if (!failure) return new FormCheck(request.body, request.body, {});
    // Fastify types the attached issues as `any`: the guard types them, from unknown.
    const issues: unknown = failure;
    if (failure.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(issues)) {
      throw failure;
    }
    const errors = schemaFieldErrors(issues.validation);
    const schema = request.routeOptions.schema?.body;
    const fields = schema instanceof z.ZodObject ? passingFields(schema, request.body, errors) : {};
    return new FormCheck<T>(undefined, fields as Partial<T>, errors);
  }

  /** Adds a problem found with a field. */
  add(field: Extract<keyof T, string>, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** Whether a problem was found with the field (a check reading it would judge a bad value). */
  has(field: Extract<keyof T, string>): boolean {
    return this.errors[field] !== undefined;
  }

  /** Puts a field as the check settled it (a phone written as E.164) in place of what was sent. */
  settle<K extends Extract<keyof T, string>>(field: K, value: T[K]): void {
    this.fields[field] = value;
    if (this.whole !== undefined) this.whole = { ...this.whole, [field]: value };
  }

  /** The whole body, or one 422 naming every problem found. */
  body(): T {
    if (this.whole === undefined || Object.keys(this.errors).length > 0) {
      throw new AppError('validation_failed', messages.validationFailed, { errors: this.errors });
    }
    return this.whole;
  }
}

/** Schema issues by field: `a.b` for nested paths, `_` for the body itself (unknown keys). */
export function schemaFieldErrors(
  issues: readonly { instancePath: string; message?: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[field] ??= []).push(issue.message ?? messages.invalidRequest);
  }
  return errors;
}

/**
 * Each field of a failed body parsed on its own, kept when it passes and no rule of the whole
 * (a refinement naming it, a nested issue) found fault with it.
 */
function passingFields(schema: z.ZodObject, raw: unknown, errors: FieldErrors) {
  const fields: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fields;
  const faulted = new Set(Object.keys(errors).map((field) => field.split('.')[0]));
  for (const [name, rule] of Object.entries<z.ZodType>(schema.shape)) {
    if (faulted.has(name)) continue;
    const parsed = rule.safeParse((raw as Record<string, unknown>)[name]);
    if (parsed.success && parsed.data !== undefined) fields[name] = parsed.data;
  }
  return fields;
}
