import { cn } from '../../lib/cn';

/** A grey placeholder block; hidden from assistive technology (the region says it's busy). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-dark/10', className)} />
  );
}
