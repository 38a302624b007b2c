import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useParams } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { esAdmin } from '../../../i18n/es-admin';
import { useFocusOnNavigation } from '../../../lib/use-focus-on-navigation';
import { AdminTitleContext } from '../../components/document-title';
import { followOtherTabs, useAdminSession } from '../../lib/admin-session';

/** What a console route says about itself (`handle`): its title from the route table. */
export interface AdminRouteHandle {
  title?: string;
}

export const MAIN_ID = 'admin-main';

/**
 * Around every console page: the document title (the screen, the store, the console), focus on
 * the new screen's heading after each navigation, the progress bar while a screen's code loads,
 * and the session followed across tabs (a sign-in or logout in the shop counts here).
 */
export function AdminShell() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { slug } = useParams();
  const navigation = useNavigation();
  const [override, setOverride] = useState<string | null>(null);
  const setTitle = useCallback((title: string | null) => {
    setOverride(title);
  }, []);
  const storeName = useAdminSession(
    (state) => state.user?.operator_stores.find((store) => store.slug === slug)?.name,
  );

  useEffect(() => followOtherTabs(), []);

  const routeTitle = matches
    .map((match) => (match.handle as AdminRouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  const title = override ?? routeTitle;
  useEffect(() => {
    document.title = esAdmin.app.documentTitle(
      [title, storeName].filter((part): part is string => Boolean(part)),
    );
  }, [title, storeName]);

  useFocusOnNavigation(pathname, () => document.getElementById(MAIN_ID));

  return (
    <AdminTitleContext value={setTitle}>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-full bg-dark px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {esAdmin.app.skipToContent}
      </a>
      <ProgressBar active={navigation.state === 'loading'} label={esAdmin.app.loading} />
      <Outlet />
    </AdminTitleContext>
  );
}

/** The sign-in and the store picker: the console's name on top, one column. */
export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}

export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-primary text-dark shadow-sm">
        <div className="mx-auto flex h-14 max-w-screen-md items-center px-4">
          <span className="text-base font-bold">{esAdmin.app.name}</span>
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-screen-md flex-col gap-4 px-4 pt-6 pb-10 outline-none"
      >
        {children}
      </main>
    </>
  );
}
