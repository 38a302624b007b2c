import { ORDER_STATUSES, type OrderStatus } from '@canasta/contract';
import { adminPaths } from '../../lib/admin-paths';

/**
 * The orders area's screens and their query parameters (Spanish, as the console's addresses):
 * `fecha` (YYYY-MM-DD), `estado` (a status), `q` (the search), `horario` (a slot's id).
 */
export const orderScreens = {
  today: '',
  board: 'pedidos',
  order: 'pedidos/:number',
  orderPicking: 'pedidos/:number/surtir',
  picking: 'surtido',
} as const;

function withQuery(path: string, query: Record<string, string | number | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const orderPaths = {
  today: (slug: string, date?: string | null) =>
    withQuery(adminPaths.store(slug, orderScreens.today), { fecha: date }),
  board: (slug: string, query: { date?: string | null; status?: string | null } = {}) =>
    withQuery(adminPaths.store(slug, orderScreens.board), {
      fecha: query.date,
      estado: query.status,
    }),
  order: (slug: string, number: string) =>
    adminPaths.store(slug, `${orderScreens.board}/${encodeURIComponent(number)}`),
  orderPicking: (slug: string, number: string) =>
    adminPaths.store(slug, `${orderScreens.board}/${encodeURIComponent(number)}/surtir`),
  picking: (slug: string, query: { date?: string | null; slotId?: number | null } = {}) =>
    withQuery(adminPaths.store(slug, orderScreens.picking), {
      fecha: query.date,
      horario: query.slotId,
    }),
};

/** A day from the address, or null for a missing or malformed one (then: today). */
export function dayParam(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

export function statusParam(value: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((status) => status === value) ?? null;
}

export function slotParam(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
