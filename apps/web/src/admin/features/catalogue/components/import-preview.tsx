import type { ImportPreview, ImportPreviewRow } from '@canasta/contract';
import { type DataColumn, DataList } from '../../../components/data-list';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { cn } from '../../../../lib/cn';

const t = esAdminCatalogue.import;
const columnNames = esAdminCatalogue.products.columns;

/** The preview's counts: how many rows, how many fine, and what committing would do. */
export function ImportCounts({ preview }: { preview: ImportPreview }) {
  const counts: { label: string; value: number; tone?: 'negative' }[] = [
    { label: t.counts.total, value: preview.total },
    { label: t.counts.valid, value: preview.valid },
    { label: t.counts.invalid, value: preview.invalid, tone: 'negative' },
    { label: t.counts.create, value: preview.create },
    { label: t.counts.update, value: preview.update },
    { label: t.counts.unchanged, value: preview.unchanged },
  ];
  return (
    <section aria-label={t.summary}>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {counts.map((count) => (
          <div
            key={count.label}
            className={cn(
              'flex flex-col rounded-xl bg-white p-3 ring-1 ring-dark/10',
              count.tone === 'negative' && count.value > 0 && 'bg-negative/5 ring-negative/40',
            )}
          >
            <dt className="text-xs text-dark/75">{count.label}</dt>
            <dd
              className={cn(
                'text-xl font-bold tabular-nums',
                count.tone === 'negative' && count.value > 0 && 'text-negative',
              )}
            >
              {count.value.toLocaleString('es-MX')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every error the server listed, row by row, in its own words. */
export function ImportErrors({ preview }: { preview: ImportPreview }) {
  if (preview.error_count === 0) return null;
  return (
    <section
      aria-labelledby="import-errors"
      className="flex flex-col gap-2 rounded-2xl bg-negative/5 p-4 ring-1 ring-negative/30"
    >
      <h2 id="import-errors" className="text-lg font-bold text-negative">
        {t.errorsTitle(preview.error_count)}
      </h2>
      <p className="text-sm text-dark/80">{t.errorsHint}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {preview.errors.map((error) => (
          <li key={`${error.row}-${error.column ?? ''}-${error.message}`}>{error.message}</li>
        ))}
      </ul>
      {preview.errors.length < preview.error_count ? (
        <p className="text-sm font-semibold">
          {t.moreErrors(preview.errors.length, preview.error_count)}
        </p>
      ) : null}
    </section>
  );
}

/** The file's rows as written: every bad one in red with its messages, then the first good ones. */
export function ImportRowsTable({ preview }: { preview: ImportPreview }) {
  const messagesByRow = new Map<number, string[]>();
  for (const error of preview.errors) {
    messagesByRow.set(error.row, [...(messagesByRow.get(error.row) ?? []), error.message]);
  }
  const cell = (row: ImportPreviewRow, column: keyof ImportPreviewRow['cells']) =>
    row.cells[column] ?? '';
  const columns: DataColumn<ImportPreviewRow>[] = [
    {
      header: t.rowColumn,
      primary: true,
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <span>{`${t.rowColumn} ${row.row}${cell(row, 'nombre') ? ` · ${cell(row, 'nombre')}` : ''}`}</span>
          {(messagesByRow.get(row.row) ?? []).map((message) => (
            <span key={message} className="text-sm font-medium text-negative">
              {message}
            </span>
          ))}
        </span>
      ),
    },
    { header: 'SKU', cell: (row) => cell(row, 'sku') },
    { header: esAdminCatalogue.products.category, cell: (row) => cell(row, 'categoria') },
    { header: columnNames.price, align: 'end', cell: (row) => cell(row, 'precio') },
    { header: columnNames.stock, align: 'end', cell: (row) => cell(row, 'existencias') },
    {
      header: t.statusColumn,
      cell: (row) => (
        <span className={cn('font-semibold', row.action === 'invalid' && 'text-negative')}>
          {t.actions[row.action]}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="import-rows" className="flex flex-col gap-2">
      <h2 id="import-rows" className="text-lg font-bold">
        {t.tableCaption}
      </h2>
      {preview.rows.length < preview.total ? (
        <p className="text-sm text-dark/75">{t.tableNote(preview.rows.length, preview.total)}</p>
      ) : null}
      <DataList
        items={preview.rows}
        columns={columns}
        getKey={(row) => row.row}
        caption={t.tableCaption}
        rowTone={(row) => (row.action === 'invalid' ? 'negative' : null)}
      />
    </section>
  );
}
