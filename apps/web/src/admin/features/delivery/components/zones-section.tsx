import type { AdminZone } from '@canasta/contract';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formProblems } from '../../../../lib/form-errors';
import { useFormatMoney } from '../../../../lib/money';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { DataList } from '../../../components/data-list';
import { useMapTileUrl } from '../../../lib/shop-settings';
import { useShopStore } from '../../../lib/store-time';
import { useDeleteZone } from '../api/delete-zone';
import { useZones } from '../api/get-zones';
import { cornersOf, corner } from '../utils/zone-outline';
import { ZoneEditor } from './zone-editor';

const copy = esAdminSetup.delivery.zones;
const common = esAdminSetup.common;

/** Where the map opens before the store itself is known: Mexico City. */
const MEXICO_CITY = corner(19.4326, -99.1332);

/** The store's zones: a list with their fee and minimum, and the map editor for one. */
export function ZonesSection({ slug }: { slug: string }) {
  const zones = useZones(slug);
  const store = useShopStore(slug);
  const tileUrl = useMapTileUrl();
  const format = useFormatMoney();
  const remove = useDeleteZone(slug);
  const [editing, setEditing] = useState<AdminZone | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminZone | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Back from the editor, focus returns to the section it was opened from.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && editing === null) heading.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const center = store.data ? corner(store.data.lat, store.data.lng) : MEXICO_CITY;
  const list = zones.data ?? [];
  const editor =
    editing === null ? null : (
      <ZoneEditor
        key={editing === 'new' ? 'new' : editing.id}
        slug={slug}
        zone={editing === 'new' ? null : editing}
        others={list
          .filter((zone) => editing === 'new' || zone.id !== editing.id)
          .map((zone) => ({ id: zone.id, name: zone.name, corners: cornersOf(zone.polygon) }))}
        center={center}
        tileUrl={tileUrl}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <section aria-labelledby="zones-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="zones-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold outline-none"
          >
            {copy.title}
          </h2>
          <p className="text-sm text-dark/75">{copy.intro}</p>
        </div>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {copy.add}
          </Button>
        ) : null}
      </div>
      {editor}
      {editing === null ? (
        <AdminQuery
          query={zones}
          isEmpty={(data) => data.length === 0}
          empty={{ title: copy.empty, description: copy.emptyDescription }}
        >
          {(data) => (
            <DataList
              items={data}
              caption={copy.listCaption}
              getKey={(zone) => zone.id}
              rowTone={(zone) => (zone.problem ? 'warning' : null)}
              columns={[
                {
                  header: copy.columns.name,
                  primary: true,
                  cell: (zone) => (
                    <span className="flex flex-wrap items-center gap-2">
                      {zone.name}
                      {zone.problem ? <Badge tone="warning">{copy.broken}</Badge> : null}
                    </span>
                  ),
                },
                {
                  header: copy.columns.fee,
                  align: 'end',
                  cell: (zone) =>
                    zone.delivery_fee_cents === 0 ? copy.free : format(zone.delivery_fee_cents),
                },
                {
                  header: copy.columns.minimum,
                  align: 'end',
                  cell: (zone) => format(zone.min_order_cents),
                },
                {
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (zone) => (
                    <span className="flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${common.edit} ${zone.name}`}
                        onClick={() => setEditing(zone)}
                      >
                        {common.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${common.delete} ${zone.name}`}
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(zone);
                        }}
                      >
                        {common.delete}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          )}
        </AdminQuery>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? copy.deleteTitle(deleting.name) : ''}
        description={copy.deleteDescription}
        confirmLabel={common.delete}
        busyLabel={common.deleting}
        cancelLabel={common.cancel}
        busy={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(copy.deleted(deleting.name));
              setDeleting(null);
            },
            onError: (error) => setDeleteError(formProblems(error, []).general.join(' ')),
          });
        }}
        returnFocus={() => heading.current}
      />
    </section>
  );
}
