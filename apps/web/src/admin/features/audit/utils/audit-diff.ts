import { type JsonValue, formatMoney } from '@canasta/contract';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formatMoment } from '../../../../lib/dates';

const copy = esAdminSetup.history;

/** One field of an audit entry, as "Historial" shows it. */
export interface ChangeRow {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

export type ChangeKind = 'create' | 'delete' | 'update';

function isRecord(value: JsonValue | null): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An instant as the audit keeps it (ISO 8601 with a time). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value in words: money, yes/no, days, points of an area, the Spanish names of slugs. */
export function valueText(key: string, value: JsonValue | undefined): string {
  if (value === undefined || value === null) return esAdminSetup.common.none;
  if (typeof value === 'boolean') return value ? esAdminSetup.common.yes : esAdminSetup.common.no;
  if (typeof value === 'number') {
    if (key.endsWith('_cents')) return formatMoney(value);
    if (key === 'weekday') return esAdminSetup.weekdays[value] ?? String(value);
    return value.toLocaleString('es-MX');
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatMoment(value);
    return copy.values[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((each) => valueText(key, each)).join(', ');
  if (key === 'polygon' && Array.isArray(value.coordinates)) {
    const [outline] = value.coordinates;
    return copy.points(Array.isArray(outline) ? Math.max(outline.length - 1, 0) : 0);
  }
  return JSON.stringify(value);
}

/**
 * An entry's before and after, field by field, in the order the fields were written: every
 * field of either side, each marked changed when its value differs. A side that is no object
 * (a count, a word) is one row.
 */
export function changeRows(before: JsonValue | null, after: JsonValue | null): ChangeRow[] {
  if (!(isRecord(before) || before === null) || !(isRecord(after) || after === null)) {
    return [row('value', before, after)];
  }
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) =>
    row(key, before ? (before[key] ?? null) : null, after ? (after[key] ?? null) : null),
  );

  function row(key: string, from: JsonValue | null, to: JsonValue | null): ChangeRow {
    return {
      key,
      label: copy.fields[key] ?? key,
      before: before === null ? null : valueText(key, from),
      after: after === null ? null : valueText(key, to),
      changed: before !== null && after !== null && JSON.stringify(from) !== JSON.stringify(to),
    };
  }
}

export function changeKind(before: JsonValue | null, after: JsonValue | null): ChangeKind {
  if (before === null) return 'create';
  if (after === null) return 'delete';
  return 'update';
}
