/** What each route declares about itself (DESIGN §3); the main layout reads it. */
export interface RouteMeta {
  /** First part of document.title; the store's (or site's) name follows. */
  title: string;
  header: boolean;
  footer: boolean;
  /** Shows a "Volver" button in the header. */
  back: boolean;
  /**
   * Ends the screen with the legal line ("Aviso de privacidad", "Preferencias de cookies"):
   * the store's front page and the account, where shoppers look for them (decision 037).
   */
  legal?: boolean;
  /**
   * Shows the store's search in the header: the catalogue pages, so a shopper can search from
   * any of them (decision 047).
   */
  search?: boolean;
  requiresAuth: boolean;
  /**
   * A checkout step: without a session (it ended mid-checkout) the shopper signs in again on
   * `checkout_auth` and comes back here, instead of the menu's sign-in.
   */
  checkout?: boolean;
  /**
   * Only for sellers and mentors (their clients, ordering for a client): a signed-in shopper is
   * sent back to the store with the reason. Implies `requiresAuth`.
   */
  sellerOrMentor?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The meta of the deepest matched route that has one. */
export function matchedMeta(matches: readonly { handle: unknown }[]): RouteMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}
