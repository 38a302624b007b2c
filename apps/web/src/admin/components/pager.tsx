import type { PageMeta } from '@canasta/contract';
import { Button } from '../../components/ui/button';
import { esAdminSetup } from '../../i18n/es-admin-setup';

const copy = esAdminSetup.common;

/**
 * "Anterior · Página 2 de 5 · Siguiente" under a paged list (nothing when there is one page):
 * operators go back and forth through history and coupons, rather than scrolling forever.
 */
export function Pager({
  meta,
  onPage,
  busy = false,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={copy.pages} className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={meta.current_page <= 1 || busy}
        onClick={() => onPage(meta.current_page - 1)}
      >
        {copy.previous}
      </Button>
      <p className="text-sm text-dark/75" aria-live="polite">
        {copy.page(meta.current_page, meta.last_page)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={meta.current_page >= meta.last_page || busy}
        onClick={() => onPage(meta.current_page + 1)}
      >
        {copy.next}
      </Button>
    </nav>
  );
}
