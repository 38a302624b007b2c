import { es } from '../../i18n/es';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Button } from './button';
import { AlertIcon } from './icons';
import { EmptyState } from './empty-state';

export interface ErrorStateProps {
  onRetry: () => void;
  title?: string;
  description?: string;
  retrying?: boolean;
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** A failed load with a "Reintentar" button; announced politely to screen readers. */
export function ErrorState({
  onRetry,
  title,
  description,
  retrying = false,
  as,
  className,
}: ErrorStateProps) {
  // Offline, a load that failed is one the service worker had not kept (decision 039): the
  // screen says it needs the connection, rather than that something went wrong.
  const online = useOnlineStatus();
  title ??= online ? es.common.errorTitle : es.connection.pageTitle;
  description ??= online ? es.common.errorDescription : es.connection.loadDescription;
  return (
    <div role="alert" className={className}>
      <EmptyState
        as={as}
        title={title}
        description={description}
        icon={<AlertIcon className="size-10" />}
        action={
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            {es.common.retry}
          </Button>
        }
      />
    </div>
  );
}
