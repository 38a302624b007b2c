import { apiPath, apiRoutes, type Settings, type SettingsResponseSchema } from '@canasta/contract';
import {
  QueryClientProvider,
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Toaster } from '../../components/ui/toaster';
import { apiGet } from '../../lib/api-client';
import { MoneyFormatProvider } from '../../lib/money';

/** The shop's public settings: the console shows money in the shop's currency and locale. */
export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'shop-settings'],
    queryFn: async ({ signal }): Promise<Settings> => {
      const body = await apiGet<z.infer<typeof SettingsResponseSchema>>(
        apiPath(apiRoutes.settings, {}),
        { signal },
      );
      return body.data;
    },
    staleTime: Infinity,
  });
}

/** The console's context: server state, money as the shop formats it, and toasts. */
export function AdminProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MoneyFormat>{children}</MoneyFormat>
      <Toaster />
    </QueryClientProvider>
  );
}

function MoneyFormat({ children }: { children: ReactNode }) {
  const { data } = useQuery(shopSettingsQueryOptions());
  return (
    <MoneyFormatProvider currency={data?.currency ?? 'MXN'} locale={data?.locale ?? 'es-MX'}>
      {children}
    </MoneyFormatProvider>
  );
}
