import { apiPath, apiRoutes, type PaymentConfigResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type PaymentConfig = PaymentConfigResponse['data'];

/** How cards are taken: our sandbox form, the provider's hosted fields, or not at all. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const body = await apiGet<PaymentConfigResponse>(apiPath(apiRoutes.paymentConfig, {}), {
    signal,
  });
  return body.data;
}

export function getPaymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}
