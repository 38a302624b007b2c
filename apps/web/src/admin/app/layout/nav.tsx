import { Ellipsis, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { esAdmin } from '../../../i18n/es-admin';
import { cn } from '../../../lib/cn';
import { adminPaths } from '../../lib/admin-paths';
import type { AdminScreen } from '../screens';

/** How many screens the bottom bar holds at 360 px before "Más" (five targets of 72 px). */
export const BOTTOM_BAR_SCREENS = 4;

function ScreenLink({
  slug,
  screen,
  variant,
}: {
  slug: string;
  screen: AdminScreen;
  variant: 'list' | 'bar';
}) {
  if (!screen.nav) return null;
  const { label, icon: Icon } = screen.nav;
  return (
    <NavLink
      to={adminPaths.store(slug, screen.path)}
      // Hoy ('') is the store's root: it is current only there, not under every screen.
      end={screen.path === ''}
      className={({ isActive }) =>
        cn(
          'focus-visible:outline-3 focus-visible:outline-dark',
          variant === 'list'
            ? 'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium hover:bg-dark/5'
            : 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium',
          isActive &&
            (variant === 'list' ? 'bg-primary-soft font-semibold' : 'text-secondary-strong'),
        )
      }
    >
      <span aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <span className="truncate">{label}</span>
    </NavLink>
  );
}

/** Every screen as a vertical list (the sidebar, the "Más" sheet). */
export function NavItems({ slug, screens }: { slug: string; screens: readonly AdminScreen[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {screens.map((screen) => (
        <li key={screen.path}>
          <ScreenLink slug={slug} screen={screen} variant="list" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 1024 px: the first screens in a bar at the foot, in thumb's reach, and "Más" opening a
 * sheet with the rest and `children` (the operator, "Ir a la tienda", "Cerrar sesión").
 */
export function BottomNav({
  slug,
  screens,
  children,
}: {
  slug: string;
  screens: readonly AdminScreen[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const first = screens.slice(0, BOTTOM_BAR_SCREENS);
  const rest = screens.slice(BOTTOM_BAR_SCREENS);
  const { pathname } = useLocation();
  // Following a link in the sheet closes it.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <BottomBar as="nav" aria-label={esAdmin.nav.main} className="md:hidden">
      <ul className="flex items-stretch gap-1 px-2 py-1">
        {first.map((screen) => (
          <li key={screen.path} className="flex min-w-0 flex-1">
            <ScreenLink slug={slug} screen={screen} variant="bar" />
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setOpenedAt(pathname);
              setOpen(true);
            }}
            className="flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium focus-visible:outline-3 focus-visible:outline-dark"
          >
            <Ellipsis aria-hidden="true" className="size-6" />
            {esAdmin.nav.more}
          </button>
        </li>
      </ul>
      {open ? (
        <MoreSheet
          onClose={() => {
            setOpen(false);
          }}
        >
          {rest.length > 0 ? <NavItems slug={slug} screens={rest} /> : null}
          <div className="mt-2 flex flex-col gap-1 border-t border-dark/10 pt-3">{children}</div>
        </MoreSheet>
      ) : null}
    </BottomBar>
  );
}

/**
 * The "Más" sheet on the native modal <dialog>: focus stays inside, Escape and "Cerrar" close
 * it, and focus returns to "Más".
 */
function MoreSheet({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-3xl bg-white p-0 text-dark shadow-xl backdrop:bg-dark/50"
    >
      <div className="flex flex-col gap-2 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            {esAdmin.nav.moreTitle}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={esAdmin.nav.close}
            className="flex size-11 items-center justify-center rounded-full hover:bg-dark/10 focus-visible:outline-3 focus-visible:outline-dark"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
