import type { User } from '@canasta/contract';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ChevronRightIcon } from '../../components/ui/icons';
import { AddressBook } from '../../features/addresses/components/address-book';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { ProfilePicture } from '../../features/auth/components/profile-picture';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { esAccount } from '../../i18n/es-account';
import { esClients } from '../../i18n/es-clients';
import { useFormatMoney } from '../../lib/money';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { formatPhone } from '../../lib/phone';
import { useLogout } from '../use-logout';

/**
 * /menu/:slugName/Profile — the signed-in user's account and addresses (requiresAuth); a
 * seller's or mentor's clients and wallet first.
 */
export function Component() {
  const user = useSessionStore((state) => state.user);
  // The route's guard keeps visitors out; this covers the moment the session ends.
  if (!user) return null;
  return <ProfileScreen user={user} />;
}

function ProfileScreen({ user }: { user: User }) {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const { logout, pending } = useLogout(slugName);
  const walletBalanceCents = useSessionStore((state) => state.walletBalanceCents);
  const format = useFormatMoney();
  const keepsClients = user.is_seller || user.is_mentor;
  // The address screens come back here when done.
  const { pathname } = useLocation();
  // One piece of news at a time: a photo chosen after a save (or the other way round) hides the
  // earlier "done", so it never stands beside a later error it doesn't describe.
  const [latest, setLatest] = useState<'photo' | 'details' | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {esAccount.profile.title}
      </h1>
      {keepsClients || walletBalanceCents !== null ? (
        // A seller's and a mentor's tools come first, above the fold at 360 px: they open
        // "Mi cuenta" to reach them far more often than to change their details.
        <section aria-labelledby="profile-tools" className="flex flex-col gap-3">
          <h2 id="profile-tools" className="text-lg font-bold">
            {esAccount.profile.toolsTitle}
          </h2>
          {keepsClients ? (
            <Link to={paths.clients(slugName)} className={buttonClasses('primary')}>
              {esClients.clients.menuLink}
            </Link>
          ) : null}
          {walletBalanceCents !== null ? (
            <Link
              to={paths.wallet(slugName)}
              className="flex items-center justify-between gap-3 rounded-2xl bg-primary-soft p-4 hover:ring-1 hover:ring-dark/30 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark"
            >
              <span className="flex flex-col">
                <span className="font-semibold">{esAccount.profile.wallet}</span>
                <span className="text-sm text-dark/75 underline underline-offset-2">
                  {esAccount.profile.walletLink}
                </span>
              </span>
              <span className="text-lg font-bold tabular-nums">{format(walletBalanceCents)}</span>
              <ChevronRightIcon className="size-5 shrink-0 text-dark/60" />
            </Link>
          ) : null}
        </section>
      ) : null}
      <ProfilePicture
        user={user}
        latest={latest === 'photo'}
        onStart={() => {
          setLatest('photo');
        }}
      />
      <section aria-labelledby="profile-details" className="flex flex-col gap-4">
        <h2 id="profile-details" className="text-lg font-bold">
          {esAccount.profile.detailsTitle}
        </h2>
        <dl className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-dark/10">
          <dt className="text-sm font-semibold">{esAccount.profile.phoneLabel}</dt>
          <dd className="text-base tabular-nums">{formatPhone(user.phone)}</dd>
          <dd className="text-sm text-dark/70">{esAccount.profile.phoneHint}</dd>
        </dl>
        {/* Keyed by user: another account's data never lingers in the fields. */}
        <ProfileForm
          key={user.id}
          user={user}
          latest={latest === 'details'}
          onStart={() => {
            setLatest('details');
          }}
        />
      </section>
      <AddressBook
        userId={user.id}
        addPath={paths.setAddress(slugName, { next: pathname })}
        editPath={(addressId) => paths.setAddress(slugName, { edit: addressId, next: pathname })}
      />
      <Button
        variant="secondary"
        onClick={() => void logout()}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? esAccount.profile.loggingOut : esAccount.profile.logout}
      </Button>
    </div>
  );
}
