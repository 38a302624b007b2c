import type { Client } from '@canasta/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { addressLine } from '../../../features/addresses/utils/address-text';
import { StepContinue, StepHeading } from '../../../features/checkout/components/step-bar';
import { ClientCard } from '../../../features/clients/components/client-card';
import { ClientList } from '../../../features/clients/components/client-list';
import { esClients } from '../../../i18n/es-clients';
import { paths } from '../../../lib/paths';
import type { CheckoutContext } from './checkout-gate';
import { useCheckoutStep } from './use-checkout-step';

const t = esClients.clientCheckout;

/**
 * "¿Para quién es el pedido?" (`/menu/{slug}/clientselect`), a seller's or mentor's first step:
 * "Para mí" or one of their clients (searched on the server), or a new one registered without
 * leaving checkout. One tap saves the choice on the cart (`client_id`, so a reload or another
 * device finds it) and goes on; "Continuar" keeps the current one. The server chooses the
 * client's default address with them, when the store delivers there.
 */
export function ClientSelectStep(context: CheckoutContext) {
  const { store, cart, user } = context;
  const step = useCheckoutStep('clientSelect', context);
  const saved = cart.cart.client_id;
  const draft = step.draft?.client_id;
  const chosen = draft === undefined ? saved : draft;

  const pick = (clientId: number | null) => {
    // The same client again still asks the server when no address of theirs is chosen: it
    // chooses their default one then (decision 048).
    const unchanged =
      clientId === saved && (clientId === null || cart.cart.client_address_id !== null);
    step.choose(unchanged ? null : { client_id: clientId });
    void step.next();
  };
  const register = (
    <Link to={paths.checkoutClientRegister(store.slug)} className={buttonClasses('secondary')}>
      {t.registerNew}
    </Link>
  );

  return (
    <>
      <StepHeading title={t.selectTitle} {...step.position}>
        {t.selectIntro}
      </StepHeading>
      <ChoiceCard
        title={t.forMe}
        detail={t.forMeDetail}
        label={t.forMeLabel}
        chosen={chosen === null}
        onChoose={() => {
          pick(null);
        }}
      />
      <section aria-labelledby="client-select-clients" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="client-select-clients" className="text-lg font-bold">
            {t.clientsTitle}
          </h2>
          {register}
        </div>
        <ClientList
          userId={user.id}
          as="h3"
          emptyAction={register}
          renderClient={(client) => (
            <ClientRow
              client={client}
              chosen={chosen === client.id}
              onChoose={() => {
                pick(client.id);
              }}
            />
          )}
        />
      </section>
      <StepContinue {...step.foot(true)} />
    </>
  );
}

function ClientRow({
  client,
  chosen,
  onChoose,
}: {
  client: Client;
  chosen: boolean;
  onChoose: () => void;
}) {
  const address = client.default_address;
  return (
    <ClientCard client={client} address={address ? addressLine(address) : null}>
      <Button
        size="sm"
        variant={chosen ? 'primary' : 'secondary'}
        aria-label={t.chooseLabel(client.name)}
        aria-pressed={chosen}
        onClick={onChoose}
      >
        {t.choose}
      </Button>
      {chosen ? <Badge className="self-center">{t.chosen}</Badge> : null}
    </ClientCard>
  );
}

/** "Para mí", drawn like a client's card: one tap chooses it. */
function ChoiceCard({
  title,
  detail,
  label,
  chosen,
  onChoose,
}: {
  title: string;
  detail: string;
  label: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10">
      <div className="flex flex-col gap-0.5">
        <p className="text-base font-semibold">{title}</p>
        <p className="text-sm text-dark/75">{detail}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={chosen ? 'primary' : 'secondary'}
          aria-label={label}
          aria-pressed={chosen}
          onClick={onChoose}
        >
          {t.choose}
        </Button>
        {chosen ? <Badge className="self-center">{t.chosen}</Badge> : null}
      </div>
    </div>
  );
}
