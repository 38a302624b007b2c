import { BellRing, Radio, Volume2, VolumeOff } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { cn } from '../../../../lib/cn';
import type { FeedStatus } from '../stores/order-feed';

const t = esAdminOrders.board;

const statusText: Record<FeedStatus, string> = {
  connecting: t.connecting,
  open: t.live,
  reconnecting: t.reconnecting,
  stopped: t.streamStopped,
};

/**
 * Above the board: whether orders are arriving live, the new ones nobody opened yet, and the
 * sound (browsers only let a page play it after a tap: hence the button).
 */
export function LiveBar({
  status,
  unseen,
  onMarkSeen,
  sound,
}: {
  status: FeedStatus;
  unseen: number;
  onMarkSeen: () => void;
  sound: { supported: boolean; on: boolean; enable: () => void };
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p role="status" className="flex min-h-11 items-center gap-1.5 text-sm font-semibold">
        <Radio
          aria-hidden="true"
          className={cn(
            'size-5',
            status === 'open' ? 'text-positive-strong' : 'text-dark/60',
            status === 'stopped' && 'text-negative',
          )}
        />
        <span title={status === 'open' ? t.liveHint : undefined}>{statusText[status]}</span>
      </p>
      {unseen > 0 ? (
        <Button size="sm" variant="secondary" onClick={onMarkSeen}>
          <BellRing aria-hidden="true" className="size-4 text-negative" />
          {t.newCount(unseen)}
          <span className="sr-only">{t.markSeenSuffix}</span>
        </Button>
      ) : null}
      {sound.supported ? (
        <Button
          size="sm"
          variant={sound.on ? 'ghost' : 'secondary'}
          aria-pressed={sound.on}
          onClick={sound.enable}
          className="ml-auto"
          title={t.soundHint}
        >
          {sound.on ? (
            <Volume2 aria-hidden="true" className="size-4" />
          ) : (
            <VolumeOff aria-hidden="true" className="size-4" />
          )}
          {sound.on ? t.soundOn : t.soundOff}
        </Button>
      ) : null}
    </div>
  );
}
