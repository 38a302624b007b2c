import { es } from '../../i18n/es';
import { useIntersection } from '../../lib/use-intersection';
import { Button } from './button';
import { ErrorState } from './error-state';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** The last page request failed: show a retry instead of loading on scroll. */
  failed?: boolean;
  onLoadMore: () => void;
  /** Changes whenever a page arrives (e.g. the number of pages), to re-check the sentinel. */
  pageCount: number;
  endMessage?: string;
  /** The button's words ("Ver más" unless a list says otherwise). */
  moreLabel?: string;
}

/**
 * The foot of a paged list: loads the next page when it scrolls into view, and offers a
 * "Ver más" button for whoever prefers to tap (or has no IntersectionObserver).
 */
export function LoadMore({
  hasMore,
  loading,
  failed = false,
  onLoadMore,
  pageCount,
  endMessage = es.common.endOfList,
  moreLabel = es.common.seeMore,
}: LoadMoreProps) {
  const sentinel = useIntersection<HTMLDivElement>(onLoadMore, {
    enabled: hasMore && !loading && !failed,
    resetKey: pageCount,
  });
  if (failed) return <ErrorState onRetry={onLoadMore} retrying={loading} as="h3" />;
  if (!hasMore) {
    return <p className="py-6 text-center text-sm text-dark/70">{endMessage}</p>;
  }
  return (
    <div ref={sentinel} className="flex justify-center py-6">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? es.common.loadingMore : moreLabel}
      </Button>
    </div>
  );
}
