import { es } from '../i18n/es';
import { isApiError } from './api-client';

/** What a form shows after a refusal: one message per field it has, and the rest as a list. */
export interface FormProblems {
  fields: Partial<Record<string, string>>;
  general: string[];
}

export const NO_PROBLEMS: FormProblems = { fields: {}, general: [] };

/**
 * Spec §5: the server's errors object, flattened to messages. Those of fields the form shows
 * go beside them; the others (and a refusal without field errors) go above the button.
 */
export function formProblems(error: unknown, fields: readonly string[]): FormProblems {
  if (!isApiError(error)) return { fields: {}, general: [es.errors.unexpected] };
  const byField: Partial<Record<string, string>> = {};
  const general: string[] = [];
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    const [first] = messages;
    if (fields.includes(name) && first !== undefined && byField[name] === undefined) {
      byField[name] = first;
    } else {
      general.push(...messages);
    }
  }
  if (Object.keys(byField).length === 0 && general.length === 0) general.push(error.message);
  return { fields: byField, general: [...new Set(general)] };
}

/** A schema check's issues (zod's `error.issues`), as the first message of each field. */
export function issueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    byField[field] ??= issue.message;
  }
  return byField;
}
