import { es } from '../i18n/es';

export const OFFLINE_PAGE = 'offline.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page the service worker answers with when the shopper opens, without a connection, a
 * page they never saw (decision 039). Static and precached: it must show without the network,
 * the app's JavaScript or its stylesheet (whose name changes every build), so its few styles are
 * inline (CSP allows inline styles, not inline scripts). "Reintentar" is a link to the page
 * itself (the answer is served under the address that was asked for); offline-return.js
 * reloads it once the connection is back, so the shopper lands where they were going, and
 * points "Ir a la tienda" at the home of the store in the address (the main store's otherwise).
 */
export function offlinePageHtml(themeColor: string, mainStoreHome: string): string {
  const text = es.connection;
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${themeColor}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(`${text.pageTitle} · ${es.app.name}`)}</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #1d1d1d; background: #fff; }
      main { box-sizing: border-box; min-height: 100dvh; max-width: 28rem; margin: 0 auto;
        padding: 1.5rem; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 1rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 0; }
      p { margin: 0; line-height: 1.5; color: #404040; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; }
      a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.25rem;
        border-radius: 9999px; font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1d1d1d; outline-offset: 2px; }
      .primary { background: ${themeColor}; color: #1d1d1d; }
      .secondary { border: 2px solid #1d1d1d; color: #1d1d1d; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1>${escapeHtml(text.pageTitle)}</h1>
      <p role="status">${escapeHtml(text.pageDescription)}</p>
      <div class="actions">
        <a class="primary" href="">${escapeHtml(es.common.retry)}</a>
        <a class="secondary" id="store-home" href="${mainStoreHome}">${escapeHtml(text.goToStore)}</a>
      </div>
    </main>
    <script src="/offline-return.js" defer></script>
  </body>
</html>
`;
}
