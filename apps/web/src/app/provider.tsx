import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSettings } from '../features/settings/api/get-settings';
import { MoneyFormatProvider } from '../lib/money';
import { useAddressSession, useUserExtras } from './session-effects';

/**
 * App-wide context: server state, the shop's money format from the settings, and what follows
 * from who is signed in.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserExtras />
      <MoneyFormatFromSettings>{children}</MoneyFormatFromSettings>
    </QueryClientProvider>
  );
}

function MoneyFormatFromSettings({ children }: { children: ReactNode }) {
  const { data: settings } = useSettings();
  return (
    <MoneyFormatProvider
      currency={settings?.currency ?? 'MXN'}
      locale={settings?.locale ?? 'es-MX'}
    >
      {children}
    </MoneyFormatProvider>
  );
}

function UserExtras() {
  useUserExtras();
  useAddressSession();
  return null;
}
