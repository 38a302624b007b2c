import { es } from '../../i18n/es';
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
  title = es.common.errorTitle,
  description = es.common.errorDescription,
  retrying = false,
  as,
  className,
}: ErrorStateProps) {
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
