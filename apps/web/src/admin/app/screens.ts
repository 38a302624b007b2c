import type { ComponentType } from 'react';
import {
  ClipboardList,
  FileUp,
  History,
  House,
  ListChecks,
  Package,
  Settings,
  TicketPercent,
  Truck,
  Users,
} from 'lucide-react';
import { esAdmin } from '../../i18n/es-admin';

/**
 * The console's route table (decision 041): one line per screen, read by the router (a lazy
 * route under `/admin/:slug`) and by the layout (the navigation). Each area adds its own lines.
 *
 * An entry:
 * - `path`: relative to `/admin/:slug` ('' is Hoy, the store's first screen; 'pedidos/:number'
 *   a detail). A screen's children are entries of their own, usually without `nav`.
 * - `title`: the screen's name from the catalogue (`esAdmin.screens`); the layout shows it in
 *   the document title until the screen's `AdminPage` names itself more precisely.
 * - `nav`: present for the screens the menu lists, in table order. The first four are the
 *   bottom bar's at 360 px (the rest go in "Más"); at ≥1024 px all of them are in the sidebar.
 *   `icon` is decorative (the label names the link): a lucide-react icon fits.
 * - `ownerOnly`: staff don't see it in the menu, and opening it shows "Solo para la persona
 *   dueña" (the API refuses them too).
 * - `lazy`: `() => import('../routes/<name>')`; the module exports `Component`, the screen. It is
 *   loaded when first opened, in its own chunk (never in the shop's, see the bench).
 *
 * Only add an entry whose module exists.
 */
export interface AdminScreen {
  path: string;
  title: string;
  nav?: { label: string; icon: ComponentType<{ className?: string }> };
  ownerOnly?: boolean;
  lazy: () => Promise<AdminRouteModule>;
}

/** What a screen's module exports. */
export interface AdminRouteModule {
  Component: ComponentType;
}

export const adminScreens: readonly AdminScreen[] = [
  // Orders (Hoy, Pedidos, Surtido).
  {
    path: '',
    title: esAdmin.screens.today,
    nav: { label: esAdmin.nav.today, icon: House },
    lazy: () => import('../routes/today'),
  },
  {
    path: 'pedidos',
    title: esAdmin.screens.orders,
    nav: { label: esAdmin.nav.orders, icon: ClipboardList },
    lazy: () => import('../routes/orders'),
  },
  { path: 'pedidos/:number', title: esAdmin.screens.orders, lazy: () => import('../routes/order') },
  {
    path: 'pedidos/:number/surtir',
    title: esAdmin.screens.picking,
    lazy: () => import('../routes/order-picking'),
  },
  {
    path: 'surtido',
    title: esAdmin.screens.picking,
    nav: { label: esAdmin.nav.picking, icon: ListChecks },
    lazy: () => import('../routes/picking'),
  },
  // Catalogue (Productos, a product, a new one, Importar).
  {
    path: 'productos',
    title: esAdmin.screens.products,
    nav: { label: esAdmin.nav.products, icon: Package },
    lazy: () => import('../routes/products'),
  },
  {
    path: 'productos/nuevo',
    title: esAdmin.screens.newProduct,
    lazy: () => import('../routes/product-new'),
  },
  {
    path: 'productos/:id',
    title: esAdmin.screens.product,
    lazy: () => import('../routes/product'),
  },
  {
    path: 'importar',
    title: esAdmin.screens.imports,
    nav: { label: esAdmin.nav.imports, icon: FileUp },
    lazy: () => import('../routes/import'),
  },
  // Store setup (Entrega, Cupones, Equipo, Historial, Ajustes; decision 043).
  {
    path: 'entrega',
    title: esAdmin.screens.delivery,
    nav: { label: esAdmin.nav.delivery, icon: Truck },
    lazy: () => import('../routes/delivery'),
  },
  {
    path: 'cupones',
    title: esAdmin.screens.coupons,
    nav: { label: esAdmin.nav.coupons, icon: TicketPercent },
    lazy: () => import('../routes/coupons'),
  },
  {
    path: 'equipo',
    title: esAdmin.screens.team,
    nav: { label: esAdmin.nav.team, icon: Users },
    ownerOnly: true,
    lazy: () => import('../routes/team'),
  },
  {
    path: 'historial',
    title: esAdmin.screens.history,
    nav: { label: esAdmin.nav.history, icon: History },
    lazy: () => import('../routes/history'),
  },
  {
    path: 'ajustes',
    title: esAdmin.screens.settings,
    nav: { label: esAdmin.nav.settings, icon: Settings },
    ownerOnly: true,
    lazy: () => import('../routes/settings'),
  },
];
