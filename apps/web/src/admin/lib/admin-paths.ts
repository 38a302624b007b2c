/** Paths of the console's pages (decision 041); the shop's are in lib/paths.ts. */
export const ADMIN_ROOT = '/admin';

const segment = (value: string) => encodeURIComponent(value);

function withReturn(path: string, returnTo: string | null | undefined): string {
  return returnTo && returnTo !== ADMIN_ROOT
    ? `${path}?volver=${encodeURIComponent(returnTo)}`
    : path;
}

export const adminPaths = {
  /** The stores the user runs (straight into the one when there is one). */
  root: () => ADMIN_ROOT,
  signIn: (returnTo?: string | null) => withReturn(`${ADMIN_ROOT}/entrar`, returnTo),
  signInCode: (returnTo?: string | null) => withReturn(`${ADMIN_ROOT}/entrar/codigo`, returnTo),
  /** A screen of one store: `screen` is the route table's path ('' for Hoy, 'pedidos'). */
  store: (slug: string, screen = '') =>
    `${ADMIN_ROOT}/${segment(slug)}${screen === '' ? '' : `/${screen}`}`,
};

/**
 * Where to go after signing in: a console path from `?volver=` (never another site, nor the
 * sign-in itself), else the console's start.
 */
export function safeAdminReturn(value: string | null): string {
  if (
    value === null ||
    !(value === ADMIN_ROOT || value.startsWith(`${ADMIN_ROOT}/`)) ||
    value.includes('\\') ||
    value.startsWith(`${ADMIN_ROOT}/entrar`) ||
    [...value].some((char) => char.charCodeAt(0) < 0x20)
  ) {
    return ADMIN_ROOT;
  }
  return value;
}
