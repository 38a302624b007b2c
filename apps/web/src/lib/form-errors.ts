import { es } from '../i18n/es';
import { isApiError } from './api-client';

/** What a form shows after a refusal: each field's messages beside it, and the rest as a list. */
export interface FormProblems {
  /** Every message of a field the form shows, as one text (each message is a sentence). */
  fields: Partial<Record<string, string>>;
  general: string[];
}

export const NO_PROBLEMS: FormProblems = { fields: {}, general: [] };

/**
 * Spec §5: the server's errors object, flattened to messages, every one of them shown. Those
 * of fields the form shows go beside them; the others (and a refusal without field errors) go
 * above the button.
 */
export function formProblems(error: unknown, fields: readonly string[]): FormProblems {
  if (!isApiError(error)) return { fields: {}, general: [es.errors.unexpected] };
  const byField: Partial<Record<string, string>> = {};
  const general: string[] = [];
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    if (messages.length === 0) continue;
    if (fields.includes(name)) byField[name] = sentences(messages);
    else general.push(...messages);
  }
  if (Object.keys(byField).length === 0 && general.length === 0) general.push(error.message);
  return { fields: byField, general: [...new Set(general)] };
}

/** A schema check's issues (zod's `error.issues`), every message of each field as one text. */
export function issueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<string, string>> {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  return Object.fromEntries([...byField].map(([field, messages]) => [field, sentences(messages)]));
}

/** One field's messages, each a whole sentence, read one after another (repeats once). */
function sentences(messages: readonly string[]): string {
  return [...new Set(messages)].join(' ');
}
