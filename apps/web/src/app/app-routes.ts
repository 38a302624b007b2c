import { catalogueRoutes, type AppRoute } from './routes';
import { routesPastCatalogue } from './routes-past-catalogue';

/**
 * Every route of the web app, with its meta, in one place (DESIGN §3): what the server matches
 * every address against and renders from. The browser's router starts with the catalogue's and
 * adds the rest when they may be needed (`router.tsx`).
 */
export const appRoutes: AppRoute[] = [...catalogueRoutes, ...routesPastCatalogue];
