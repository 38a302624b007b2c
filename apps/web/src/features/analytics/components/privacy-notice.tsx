import { esPrivacy } from '../../../i18n/es-privacy';
import { whatsappLink } from '../../../lib/whatsapp';
import { CookiePreferencesButton } from './cookie-preferences-button';

const section = 'flex flex-col gap-2';
const heading = 'text-lg font-bold';

/**
 * The "Aviso de privacidad" (LFPDPPP art. 15–16): who is responsible, what is collected and
 * why, transfers, cookies and analytics, ARCO rights and how to reach the responsible party.
 * The responsible party is the shop's name from the settings; the contact is its support
 * WhatsApp when one is configured.
 */
export function PrivacyNotice({
  siteName,
  supportWhatsapp,
}: {
  siteName: string;
  supportWhatsapp: string | null;
}) {
  const p = esPrivacy.privacy;
  const chat = supportWhatsapp ? whatsappLink(supportWhatsapp) : null;
  return (
    <article className="flex flex-col gap-5 leading-relaxed">
      <header className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl font-bold outline-none">
          {p.title}
        </h1>
        <p className="text-sm text-dark/75">{p.updated}</p>
      </header>
      <p>{p.intro(siteName)}</p>
      <section className={section}>
        <h2 className={heading}>{p.dataTitle}</h2>
        <ul className="list-disc pl-5">
          {p.dataItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{p.sensitive}</p>
      </section>
      <section className={section}>
        <h2 className={heading}>{p.purposesTitle}</h2>
        <p>{p.primaryPurposes}</p>
        <p>{p.secondaryPurposes}</p>
      </section>
      <section className={section}>
        <h2 className={heading}>{p.transfersTitle}</h2>
        <p>{p.transfers}</p>
      </section>
      <section className={section}>
        <h2 className={heading}>{p.cookiesTitle}</h2>
        <p>{p.cookies}</p>
        <CookiePreferencesButton className="inline-flex min-h-11 items-center self-start rounded-full border border-dark/20 bg-white px-4 text-sm font-semibold" />
      </section>
      <section className={section}>
        <h2 className={heading}>{p.arcoTitle}</h2>
        <p>{p.arco}</p>
        {chat ? (
          <a
            href={chat}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex min-h-11 items-center self-start font-semibold text-dark underline underline-offset-2"
          >
            {p.contactWhatsapp}
          </a>
        ) : (
          <p>{p.contactFallback}</p>
        )}
      </section>
      <section className={section}>
        <h2 className={heading}>{p.changesTitle}</h2>
        <p>{p.changes}</p>
      </section>
    </article>
  );
}
