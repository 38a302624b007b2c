import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditEntity,
  type AuditEntry,
} from '@canasta/contract';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { cn } from '../../../../lib/cn';
import { formatMoment } from '../../../../lib/dates';
import { AdminQuery } from '../../../components/admin-query';
import { Pager } from '../../../components/pager';
import { useAudit } from '../api/get-audit';
import { changeKind, changeRows } from '../utils/audit-diff';

const copy = esAdminSetup.history;

/** Historial: the store's changes, newest first, of one kind or all, a page at a time. */
export function AuditList({ slug }: { slug: string }) {
  const [entity, setEntity] = useState<AuditEntity | null>(null);
  const [page, setPage] = useState(1);
  const audit = useAudit(slug, entity, page);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={copy.filter}
        value={entity ?? ''}
        onChange={(event) => {
          setEntity(event.target.value === '' ? null : (event.target.value as AuditEntity));
          setPage(1);
        }}
        className="sm:max-w-xs"
      >
        <option value="">{copy.all}</option>
        {AUDIT_ENTITIES.map((each) => (
          <option key={each} value={each}>
            {AUDIT_ENTITY_LABELS[each]}
          </option>
        ))}
      </SelectField>
      <AdminQuery
        query={audit}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: entity === null ? copy.empty : copy.emptyFiltered }}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <ol aria-label={copy.caption} className="flex flex-col gap-3">
              {data.data.map((entry) => (
                <li key={entry.id}>
                  <AuditItem entry={entry} />
                </li>
              ))}
            </ol>
            <Pager meta={data.meta} onPage={setPage} busy={audit.isFetching} />
          </div>
        )}
      </AdminQuery>
    </div>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const kind = changeKind(entry.before, entry.after);
  const rows = changeRows(entry.before, entry.after);
  const changed = rows.filter((row) => row.changed);
  // An update shows what changed; the rest is one tap away.
  const shown = kind === 'update' && !showAll && changed.length > 0 ? changed : rows;
  // The store's settings are one: their id says nothing.
  const what =
    entry.entity === 'settings'
      ? AUDIT_ENTITY_LABELS.settings
      : `${AUDIT_ENTITY_LABELS[entry.entity]} ${entry.entity_id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-dark/10 bg-white p-4"
    >
      <header className="flex flex-col gap-0.5">
        <h2 id={titleId} className="font-semibold">
          {copy.actions[entry.action] ?? `${AUDIT_ENTITY_LABELS[entry.entity]}: ${entry.action}`}
        </h2>
        <p className="text-sm text-dark/75">
          {what} · <time dateTime={entry.created_at}>{formatMoment(entry.created_at)}</time> ·{' '}
          {copy.by(entry.actor.name)}
        </p>
      </header>
      {rows.length === 0 ? (
        <p className="text-sm text-dark/75">{copy.nothing}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{copy.changesCaption(what)}</caption>
          <thead>
            <tr className="text-left text-dark/75">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {copy.field}
              </th>
              {kind === 'update' ? (
                <>
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {copy.before}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {copy.after}
                  </th>
                </>
              ) : (
                <th scope="col" className="py-1 font-semibold">
                  {kind === 'create' ? copy.created : copy.deleted}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                className={cn('border-t border-dark/10 align-top', row.changed && 'bg-warning/20')}
              >
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {row.label}
                  {row.changed ? <span className="sr-only"> ({copy.changed})</span> : null}
                </th>
                {kind === 'update' ? (
                  <>
                    <td
                      className={cn(
                        'py-1.5 pr-2 wrap-anywhere',
                        row.changed && 'line-through decoration-dark/40',
                      )}
                    >
                      {row.before}
                    </td>
                    <td className={cn('py-1.5 wrap-anywhere', row.changed && 'font-semibold')}>
                      {row.after}
                    </td>
                  </>
                ) : (
                  <td className="py-1.5 wrap-anywhere">
                    {kind === 'create' ? row.after : row.before}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {kind === 'update' && !showAll && changed.length > 0 && changed.length < rows.length ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setShowAll(true)}>
          {copy.showAll(rows.length)}
        </Button>
      ) : null}
    </article>
  );
}
