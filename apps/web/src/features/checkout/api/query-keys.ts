import type { DeliveryType } from '@canasta/contract';

/** Query keys of the checkout: the store's open days and slots per delivery type. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  slots: (storeId: number, type: DeliveryType) =>
    [...checkoutKeys.all, 'slots', storeId, type] as const,
};
