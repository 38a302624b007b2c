import { z } from 'zod';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/** A whole number in a query string: decimal digits only, as `idParam`. */
const positiveInt = (label: string) =>
  z
    .string({ error: `${label} debe ser un número entero.` })
    .max(7, { error: `${label} es demasiado grande.` })
    .regex(/^\d+$/, { error: `${label} debe ser un número entero.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `${label} debe ser mayor o igual a 1.` })
        .max(1_000_000, { error: `${label} es demasiado grande.` }),
    );

/** `?page&per_page`: per_page above the cap is clamped, not refused (a generous client still gets a page). */
export const PageQuerySchema = z.object({
  page: positiveInt('La página').default(1),
  per_page: positiveInt('El tamaño de página')
    .default(DEFAULT_PER_PAGE)
    .transform((n) => Math.min(n, MAX_PER_PAGE)),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}
