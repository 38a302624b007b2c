import type { AdminCoupon } from '@canasta/contract';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formProblems } from '../../../../lib/form-errors';
import { useFormatMoney } from '../../../../lib/money';
import { notify } from '../../../../lib/toast';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { AdminQuery } from '../../../components/admin-query';
import { DataList } from '../../../components/data-list';
import { Pager } from '../../../components/pager';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { bodyOf } from '../utils/coupon-fields';
import { STATUS_TONES, discountText, validityText } from '../utils/coupon-text';
import { CouponForm } from './coupon-form';

const copy = esAdminSetup.coupons;
const common = esAdminSetup.common;

type Pending = { kind: 'end' | 'delete'; coupon: AdminCoupon };

/**
 * The store's coupons: search, the list with each one's discount, dates, uses and state, and
 * the form to create or change one. A coupon is ended ("Terminar") rather than deleted once
 * used; the coupons every store honours are listed, not changed.
 */
export function CouponsManager({ slug, timeZone }: { slug: string; timeZone: string }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const coupons = useCoupons(slug, q, page);
  const save = useSaveCoupon(slug);
  const remove = useDeleteCoupon(slug);
  const format = useFormatMoney();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && editing === null) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  if (editing !== null) {
    return (
      <CouponForm
        key={editing === 'new' ? 'new' : editing.id}
        slug={slug}
        coupon={editing === 'new' ? null : editing}
        timeZone={timeZone}
        onDone={() => setEditing(null)}
      />
    );
  }

  const confirm = () => {
    if (!pending) return;
    const { kind, coupon } = pending;
    const done = {
      onSuccess: () => {
        notify.success(kind === 'end' ? copy.ended(coupon.code) : copy.deleted(coupon.code));
        setPending(null);
      },
      onError: (error: unknown) => setPendingError(formProblems(error, []).general.join(' ')),
    };
    if (kind === 'end')
      save.mutate({ id: coupon.id, body: bodyOf(coupon, { active: false }) }, done);
    else remove.mutate(coupon.id, done);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label={copy.search}
          type="search"
          placeholder={copy.searchPlaceholder}
          maxLength={50}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button ref={addButton} onClick={() => setEditing('new')}>
          {copy.add}
        </Button>
      </div>
      <AdminQuery
        query={coupons}
        isEmpty={(data) => data.data.length === 0}
        empty={
          q === ''
            ? { title: copy.empty, description: copy.emptyDescription }
            : { title: copy.noResults }
        }
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <DataList
              items={data.data}
              caption={copy.caption}
              getKey={(coupon) => coupon.id}
              columns={[
                {
                  header: copy.columns.code,
                  primary: true,
                  cell: (coupon) => (
                    <span className="flex flex-col">
                      <span className="font-mono">{coupon.code}</span>
                      <span className="text-sm font-normal text-dark/75">{coupon.description}</span>
                    </span>
                  ),
                },
                { header: copy.columns.discount, cell: (coupon) => discountText(coupon, format) },
                { header: copy.columns.validity, cell: (coupon) => validityText(coupon, timeZone) },
                {
                  header: copy.columns.uses,
                  align: 'end',
                  cell: (coupon) =>
                    coupon.max_uses_per_user === null
                      ? copy.uses(coupon.uses, coupon.max_uses)
                      : `${copy.uses(coupon.uses, coupon.max_uses)} · ${copy.perUser(coupon.max_uses_per_user)}`,
                },
                {
                  header: copy.columns.status,
                  cell: (coupon) => (
                    <span className="flex flex-wrap gap-1">
                      <Badge tone={STATUS_TONES[coupon.status]}>
                        {copy.statuses[coupon.status]}
                      </Badge>
                      {coupon.all_stores ? <Badge tone="dark">{copy.allStores}</Badge> : null}
                    </span>
                  ),
                },
                {
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (coupon) =>
                    coupon.all_stores ? (
                      <span className="text-sm text-dark/75">{copy.allStoresHint}</span>
                    ) : (
                      <CouponActions
                        coupon={coupon}
                        onEdit={() => setEditing(coupon)}
                        onAsk={(kind) => {
                          setPendingError(null);
                          setPending({ kind, coupon });
                        }}
                      />
                    ),
                },
              ]}
            />
            <Pager meta={data.meta} onPage={setPage} busy={coupons.isFetching} />
          </div>
        )}
      </AdminQuery>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? pending.kind === 'end'
              ? copy.endTitle(pending.coupon.code)
              : copy.deleteTitle(pending.coupon.code)
            : ''
        }
        description={pending?.kind === 'end' ? copy.endDescription : copy.deleteDescription}
        confirmLabel={pending?.kind === 'end' ? copy.end : common.delete}
        busyLabel={pending?.kind === 'end' ? copy.ending : common.deleting}
        cancelLabel={common.cancel}
        busy={save.isPending || remove.isPending}
        error={pendingError}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        returnFocus={() => addButton.current}
      />
    </div>
  );
}

function CouponActions({
  coupon,
  onEdit,
  onAsk,
}: {
  coupon: AdminCoupon;
  onEdit: () => void;
  onAsk: (kind: 'end' | 'delete') => void;
}) {
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={copy.editLabel(coupon.code)}
        onClick={onEdit}
      >
        {common.edit}
      </Button>
      {coupon.active ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.endLabel(coupon.code)}
          onClick={() => onAsk('end')}
        >
          {copy.end}
        </Button>
      ) : null}
      {coupon.uses === 0 ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.deleteLabel(coupon.code)}
          onClick={() => onAsk('delete')}
        >
          {common.delete}
        </Button>
      ) : null}
    </span>
  );
}
