import { apiPath, apiRoutes, type WalletBalanceResponse } from '@canasta/contract';
import { apiGet } from '../../../lib/api-client';

/** A mentor's wallet balance (403 for everyone else). */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalanceResponse> {
  return apiGet<WalletBalanceResponse>(apiPath(apiRoutes.walletBalance, {}), { signal });
}
