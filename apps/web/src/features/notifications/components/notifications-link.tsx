import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import { BellIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * The header's bell for a signed-in user: leads to the notifications, with the unread count in
 * a badge and in its accessible name. The count is polled gently (every minute, and on coming
 * back to the tab).
 */
export function NotificationsLink({ userId, to }: { userId: number; to: string }) {
  const { data: unread = 0 } = useUnreadCount(userId);
  return (
    <NavLink
      to={to}
      aria-label={es.nav.notifications(unread)}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-dark/10"
    >
      <span className="relative">
        <BellIcon className="size-6" />
        <CountBadge count={unread} />
      </span>
    </NavLink>
  );
}
