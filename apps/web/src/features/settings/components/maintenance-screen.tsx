import { Button, buttonClasses } from '../../../components/ui/button';
import { WrenchIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';
import { whatsappLink } from '../../../lib/whatsapp';
import { useSettings } from '../api/get-settings';

interface MaintenanceScreenProps {
  /** Reads the settings again now (the screen also does so by itself, decision 038). */
  onRetry: () => void;
  checking: boolean;
}

/**
 * What every page shows while the operators have the shop in maintenance: said plainly, with the
 * store's WhatsApp for anything that can't wait, and a way to look again.
 */
export function MaintenanceScreen({ onRetry, checking }: MaintenanceScreenProps) {
  const { data: settings } = useSettings();
  const chat = settings?.support_whatsapp
    ? whatsappLink(settings.support_whatsapp, es.maintenance.whatsappMessage)
    : null;
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 text-center">
      <WrenchIcon className="size-14 text-dark/60" />
      <h1 tabIndex={-1} className="text-2xl font-bold outline-none">
        {es.maintenance.title}
      </h1>
      <p className="max-w-prose text-dark/75" role="status">
        {es.maintenance.description}
      </p>
      <div className="flex w-full max-w-xs flex-col gap-3">
        {chat ? (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses()}>
            {es.maintenance.whatsapp}
          </a>
        ) : null}
        <Button
          variant={chat ? 'secondary' : 'primary'}
          onClick={onRetry}
          disabled={checking}
          aria-busy={checking}
        >
          {checking ? es.maintenance.checking : es.common.retry}
        </Button>
      </div>
    </div>
  );
}
