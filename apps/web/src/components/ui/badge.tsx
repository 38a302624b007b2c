import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'dark' | 'negative' | 'warning' | 'positive';

const tones: Record<BadgeTone, string> = {
  dark: 'bg-dark text-white',
  negative: 'bg-negative text-white',
  warning: 'bg-warning text-dark',
  positive: 'bg-positive-strong text-white',
};

export function Badge({
  tone = 'dark',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
