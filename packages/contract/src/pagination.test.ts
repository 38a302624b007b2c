import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, PageQuerySchema, pageMeta } from './pagination';

describe('PageQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it('reads query strings and clamps per_page to the cap', () => {
    expect(PageQuerySchema.parse({ page: '3', per_page: '500' })).toEqual({
      page: 3,
      per_page: MAX_PER_PAGE,
    });
  });

  it.each([{ page: '0' }, { page: '-2' }, { page: '1.5' }, { page: 'x' }, { per_page: '0' }])(
    'refuses %o with a Spanish message',
    (query) => {
      const result = PageQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/(página|número)/);
    },
  );
});

describe('pageMeta', () => {
  it('computes the last page, never below 1', () => {
    expect(pageMeta(1, 20, 0)).toEqual({ current_page: 1, per_page: 20, total: 0, last_page: 1 });
    expect(pageMeta(2, 20, 41)).toEqual({ current_page: 2, per_page: 20, total: 41, last_page: 3 });
    expect(pageMeta(1, 20, 40).last_page).toBe(2);
  });
});
