import { PrivacyNotice } from '../../features/analytics/components/privacy-notice';
import { useSettings } from '../../features/settings/api/get-settings';
import { es } from '../../i18n/es';

/** /menu/:slugName/aviso-de-privacidad — the privacy notice, in the shop's own name. */
export function Component() {
  const { data: settings } = useSettings();
  return (
    <PrivacyNotice
      siteName={settings?.site_name ?? es.app.name}
      supportWhatsapp={settings?.support_whatsapp ?? null}
    />
  );
}
