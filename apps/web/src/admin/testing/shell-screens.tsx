import { ClipboardList, House, Package, Settings, Truck, Users } from 'lucide-react';
import type { AdminScreen } from '../app/screens';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';

/** A screen module as the areas write them: a page with its heading. */
function screenModule(title: string) {
  return () =>
    Promise.resolve({
      Component: function Screen() {
        const store = useAdminStore();
        return (
          <AdminPage title={title}>
            <p>{`${title} de ${store.name} (${store.role})`}</p>
          </AdminPage>
        );
      },
    });
}

/**
 * A route table of quiet screens (a heading, no data), for tests of the shell itself: the real
 * screens load their area's data, which those tests have no reason to answer.
 */
export const SHELL_SCREENS: AdminScreen[] = [
  { path: '', title: 'Hoy', nav: { label: 'Hoy', icon: House }, lazy: screenModule('Hoy') },
  {
    path: 'pedidos',
    title: 'Pedidos',
    nav: { label: 'Pedidos', icon: ClipboardList },
    lazy: screenModule('Pedidos'),
  },
  { path: 'pedidos/:number', title: 'Pedido', lazy: screenModule('Pedido 1042') },
  {
    path: 'productos',
    title: 'Productos',
    nav: { label: 'Productos', icon: Package },
    lazy: screenModule('Productos'),
  },
  {
    path: 'equipo',
    title: 'Equipo',
    nav: { label: 'Equipo', icon: Users },
    ownerOnly: true,
    lazy: screenModule('Equipo'),
  },
  {
    path: 'entrega',
    title: 'Entrega',
    nav: { label: 'Entrega', icon: Truck },
    lazy: screenModule('Entrega'),
  },
  {
    path: 'ajustes',
    title: 'Ajustes',
    nav: { label: 'Ajustes', icon: Settings },
    ownerOnly: true,
    lazy: screenModule('Ajustes'),
  },
];
