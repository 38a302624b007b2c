import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useAdminDocumentTitle } from './document-title';

export interface AdminPageProps {
  /** The screen's heading (h1) and document title. */
  title: string;
  /** One line under the title (what the screen is for, a date, a count). */
  description?: ReactNode;
  /** A link up one level ("Pedidos" from an order), shown before the title. */
  back?: { to: string; label: string };
  /** The screen's main actions (a "Nuevo producto" link, a date picker), beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of every console screen, so they look alike: the heading (which the layout focuses
 * on arriving), an optional way back, the actions, then the content. Loading, empty and error
 * states go through `AdminQuery`; lists through `DataList`; a question before a destructive
 * change through components/ui/confirm-dialog (`ConfirmDialog`).
 */
export function AdminPage({
  title,
  description,
  back,
  actions,
  children,
  className,
}: AdminPageProps) {
  useAdminDocumentTitle(title);
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {back ? (
            <Link
              to={back.to}
              className="-ml-2 mb-1 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-dark/80 hover:bg-dark/5"
            >
              <ChevronLeftIcon className="size-5" />
              {back.label}
            </Link>
          ) : null}
          <h1 tabIndex={-1} className="text-2xl font-bold wrap-anywhere outline-none">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm text-dark/75">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
