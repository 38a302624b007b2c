import type { Notification } from '@canasta/contract';
import type { ReactNode } from 'react';
import { esOrders } from '../../../i18n/es-orders';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../lib/dates';

/**
 * One notification: unread ones stand out (a dot, bold title, tinted card, "No leída" for screen
 * readers). `wrap` draws the control around it (a link to its order, or a button).
 */
export function NotificationBody({ notification }: { notification: Notification }) {
  return (
    <>
      <span className="flex items-start gap-2">
        {notification.read ? null : (
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" />
        )}
        <span className={cn('flex-1', notification.read ? 'font-semibold' : 'font-bold')}>
          {notification.title}
        </span>
      </span>
      {notification.read ? null : <span className="sr-only">{esOrders.notifications.unread}</span>}
      <span className="text-sm text-dark/80">{notification.body}</span>
      <span className="text-xs text-dark/70">{formatMoment(notification.created_at)}</span>
    </>
  );
}

export function notificationClasses(read: boolean): string {
  return cn(
    'flex w-full flex-col gap-1 rounded-2xl p-4 text-left ring-1',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
    read ? 'bg-white ring-dark/10' : 'bg-primary-soft ring-secondary/40',
  );
}

export function NotificationList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-3">{children}</ul>;
}
