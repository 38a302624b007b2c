import type { Order } from '@canasta/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { esOrders } from '../../../i18n/es-orders';
import { formatMoment } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { isEditable } from '../utils/pending-payment';

/**
 * "Modificar pedido" (issue 27) while the store's cut-off for the order's slot hasn't passed,
 * with until when; nothing after it.
 */
export function EditOrderAction({ order, storeSlug }: { order: Order; storeSlug: string }) {
  if (!isEditable(order) || order.editable_until === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <Link to={paths.orderEdit(storeSlug, order.id)} className={buttonClasses('secondary')}>
        {esOrders.orderEdit.action}
      </Link>
      <p className="text-sm text-dark/75">
        {esOrders.orderEdit.hint(formatMoment(order.editable_until))}
      </p>
    </div>
  );
}
