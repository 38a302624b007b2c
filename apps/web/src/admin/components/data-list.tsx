import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export interface DataColumn<T> {
  /** Names the column (the table's header; each card's label at 360 px). */
  header: string;
  cell: (item: T) => ReactNode;
  /** The column that names the row: a card's title, the row's link when `rowHref` is given. */
  primary?: boolean;
  /** Numbers and money line up on the right in the table. */
  align?: 'start' | 'end';
  /** Leaves the column out of the cards (details that only fit the wide table). */
  wideOnly?: boolean;
}

export interface DataListProps<T> {
  items: readonly T[];
  columns: readonly DataColumn<T>[];
  getKey: (item: T) => string | number;
  /** What the list is, for assistive technology (the table's caption, visually hidden). */
  caption: string;
  /** Makes the primary cell a link to the item (its detail screen); the whole card takes it. */
  rowHref?: (item: T) => string;
  /** Marks rows for attention (a sold-out product, a bad import row): red edge and background. */
  rowTone?: (item: T) => 'negative' | 'warning' | null;
}

/**
 * The console's list: a table from 1024 px, a stack of cards below it (one card per row, each
 * cell under its column's name), with one markup so the table's semantics stay. Put inline
 * edits in cells as controls; keep the primary column short.
 */
export function DataList<T>({
  items,
  columns,
  getKey,
  caption,
  rowHref,
  rowTone,
}: DataListProps<T>) {
  return (
    <table className="block w-full text-sm md:table md:border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'border-b border-dark/15 px-3 py-2 font-semibold text-dark/75',
                column.align === 'end' ? 'text-right' : 'text-left',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group">
        {items.map((item) => {
          const tone = rowTone?.(item) ?? null;
          const href = rowHref?.(item);
          return (
            <tr
              key={getKey(item)}
              className={cn(
                'relative flex flex-col gap-1 rounded-xl border border-dark/10 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0',
                href && 'hover:bg-surface',
                tone === 'negative' && 'border-l-4 border-l-negative bg-negative/5',
                tone === 'warning' && 'border-l-4 border-l-warning bg-warning/10',
              )}
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn(
                    'md:px-3 md:py-3 md:align-middle',
                    column.primary
                      ? 'order-first text-base font-semibold wrap-anywhere'
                      : 'flex items-center justify-between gap-3 md:table-cell',
                    column.wideOnly && 'hidden md:table-cell',
                    column.align === 'end' && 'md:text-right',
                  )}
                >
                  {column.primary ? null : (
                    <span aria-hidden="true" className="text-dark/65 md:hidden">
                      {column.header}
                    </span>
                  )}
                  {column.primary && href ? (
                    // The link stretches over the card, so the whole row opens the item.
                    <Link
                      to={href}
                      className="underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-dark"
                    >
                      {column.cell(item)}
                    </Link>
                  ) : (
                    <span className="min-w-0 wrap-anywhere">{column.cell(item)}</span>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
