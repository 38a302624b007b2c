import type { PageMeta } from '@canasta/contract';

/** The next page number after a page, or undefined after the last one. */
export function nextPageParam(page: { meta: PageMeta }): number | undefined {
  return page.meta.current_page < page.meta.last_page ? page.meta.current_page + 1 : undefined;
}
