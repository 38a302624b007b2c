import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/ui/select-field';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminOrders } from '../../i18n/es-admin-orders';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useDaySlots } from '../features/orders/api/get-day-slots';
import { usePicking } from '../features/orders/api/get-picking';
import { useStoreToday } from '../features/orders/api/get-summary';
import { DateSwitcher } from '../features/orders/components/date-switcher';
import { PickingView } from '../features/orders/components/picking-view';
import { useLiveOrders } from '../features/orders/hooks/use-live-orders';
import { dayParam, slotParam } from '../features/orders/order-paths';

const t = esAdminOrders.picking;

/** Surtido: a day (`?fecha=`) and a slot (`?horario=`), the lines to pick, printable. */
export function Component() {
  const store = useAdminStore();
  const { slug } = store;
  const [params, setParams] = useSearchParams();
  const today = useStoreToday(slug);
  const date = dayParam(params.get('fecha')) ?? today;
  const slots = useDaySlots(slug, date);
  const chosen = slotParam(params.get('horario'));
  // The first slot of the day until the operator picks another.
  const slotId = chosen ?? slots.data?.[0]?.id ?? null;
  const picking = usePicking(slug, date, slotId);
  useLiveOrders(slug);

  const change = (next: { fecha?: string | null; horario?: number | null }) => {
    setParams((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === undefined) params.delete(key);
        else params.set(key, String(value));
      }
      return params;
    });
  };

  return (
    <AdminPage
      title={esAdmin.screens.picking}
      description={t.description}
      actions={
        date && today ? (
          <DateSwitcher
            date={date}
            today={today}
            onChange={(day) => {
              change({ fecha: day === today ? null : day, horario: null });
            }}
          />
        ) : null
      }
    >
      <AdminQuery
        query={slots}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t.noSlots, description: t.noSlotsHint }}
      >
        {(list) => (
          <div className="flex flex-col gap-6">
            <SelectField
              label={t.slot}
              className="print:hidden"
              value={slotId ?? ''}
              onChange={(event) => {
                change({ horario: Number(event.target.value) });
              }}
            >
              {list.map((slot) => (
                <option key={`${slot.id}-${slot.start}`} value={slot.id}>
                  {t.slotOption(slot.start, slot.end, slot.delivery_type, slot.total)}
                </option>
              ))}
            </SelectField>
            {slotId === null ? null : (
              <AdminQuery
                query={picking}
                isEmpty={(pick) => pick.orders.length === 0}
                empty={{ title: t.nothing, description: t.nothingHint }}
              >
                {(pick) => <PickingView slug={slug} list={pick} />}
              </AdminQuery>
            )}
          </div>
        )}
      </AdminQuery>
    </AdminPage>
  );
}
