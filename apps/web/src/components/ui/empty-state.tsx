import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title; pages whose only content this is pass 'h1'. */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  as: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center text-dark', className)}
    >
      {icon ? (
        <div aria-hidden="true" className="text-dark/60">
          {icon}
        </div>
      ) : null}
      <Heading tabIndex={-1} className="text-lg font-semibold wrap-anywhere outline-none">
        {title}
      </Heading>
      {description ? (
        <p className="max-w-prose text-sm wrap-anywhere text-dark/75">{description}</p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
