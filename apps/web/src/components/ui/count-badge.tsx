import { cn } from '../../lib/cn';

/** A small number bubble on an icon; hidden at 0. The control around it says the count aloud. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-1 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full',
        'bg-dark px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
