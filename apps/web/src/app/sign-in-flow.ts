import { useParams, useSearchParams } from 'react-router';
import { currentUser } from '../features/auth/stores/session-store';
import { esAccount } from '../i18n/es-account';
import { esCheckout } from '../i18n/es-checkout';
import { FALLBACK_STORE_SLUG, paths, safeReturnPath } from '../lib/paths';
import { firstCheckoutStep } from './flows/checkout/steps';

/**
 * The two ways into the same sign-in (spec §2): the checkout's (`/tienda/…/phoneCheck` →
 * `phoneCheckCode`) and the menu's (`/menu/…/auth/login` → `logincheck`). They share the forms;
 * they differ in their paths, their words, and where the shopper goes when done if `?next=`
 * doesn't say.
 */
export interface SignInFlow {
  phonePath: (slug: string, next: string | null) => string;
  codePath: (slug: string, next: string | null) => string;
  /** Where a signed-in shopper goes without a (valid) `?next=`. */
  done: (slug: string) => string;
  intro: string;
  /** Said instead of `intro` when the server refused this page's session (it expired). */
  sessionEndedIntro?: string;
}

export const checkoutSignIn: SignInFlow = {
  phonePath: paths.phoneCheck,
  codePath: paths.phoneCheckCode,
  // The checkout's first step after signing in (spec §4: the client for a seller or mentor, else
  // the delivery method). Asked once signed in: the screens go there when the session starts.
  done: (slug) => firstCheckoutStep(slug, currentUser()),
  intro: esAccount.auth.phoneIntroCheckout,
};

/**
 * Signing in again when the session ends mid-checkout (`checkout_auth`, both steps on the one
 * route): back to the step the shopper was on (`?next=`), else the summary, whose gate leads to
 * the first step still to choose. Nothing chosen is lost: it is on the server's cart.
 */
export const checkoutAuthSignIn: SignInFlow = {
  phonePath: (slug, next) => paths.checkoutAuth(slug, next),
  codePath: (slug, next) => paths.checkoutAuth(slug, next, 'code'),
  done: paths.cartPreview,
  // A visitor who never signed in lands here too, from any checkout step: only a session that
  // really ended is called one.
  intro: esAccount.auth.phoneIntroCheckout,
  sessionEndedIntro: esCheckout.checkout.authIntro,
};

export const menuSignIn: SignInFlow = {
  phonePath: paths.login,
  codePath: paths.loginCheck,
  done: paths.storeHome,
  intro: esAccount.auth.phoneIntroMenu,
};

/** The store, the validated `?next=` and where the shopper goes once signed in. */
export function useFlowPlace(flow: SignInFlow) {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get('next'));
  return { slug: slugName, next, done: next ?? flow.done(slugName) };
}
