import type { Migration } from 'kysely';
import * as createCatalogue from './2026_11_21_0400_create_catalogue';
import * as createUsers from './2026_11_21_0900_create_users';
import * as createCarts from './2026_11_21_1000_create_carts';
import * as createLoginCodes from './2026_11_21_1100_create_login_codes_and_wallet';
import * as createAddresses from './2026_11_21_1200_create_addresses';
import * as createOrders from './2026_11_21_1300_create_orders';
import * as createClients from './2026_11_23_1000_create_clients';
import * as indexOrdersByPlacer from './2026_11_23_1500_index_orders_by_placer';
import * as modifiedPrices from './2026_11_23_2000_modified_prices';
import * as walletMovements from './2026_11_23_2100_wallet_movements';
import * as indexProductSearch from './2026_11_24_1000_index_product_search';
import * as cardHolds from './2026_11_25_1000_card_holds';
import * as bannerImageSources from './2026_11_26_1000_banner_image_sources';
import * as createStoreOperators from './2026_11_27_1000_create_store_operators';
import * as createOrderEvents from './2026_11_27_1100_create_order_events';
import * as addOrderSearchText from './2026_11_27_1110_add_order_search_text';
import * as storeOwnedProducts from './2026_11_27_1150_store_owned_products';
import * as createCatalogueImports from './2026_11_27_1200_create_catalogue_imports';
import * as storeSettings from './2026_11_27_1300_store_settings';
import * as couponCodesPerStore from './2026_11_27_1310_coupon_codes_per_store';
import * as spanishProductSearch from './2026_11_28_1030_h3_spanish_product_search';
import * as addOrderCashTendered from './2026_11_28_1052_add_order_cash_tendered';
import * as addOfferShareCard from './2026_11_28_1200_h051_add_offer_share_card';
import * as addOrderEventActor from './2026_11_28_1400_add_order_event_actor';
import * as weightAndSubstitutions from './2026_11_29_1000_weight_and_substitutions';
import * as backgroundJobs from './2026_11_30_1000_background_jobs';
import * as slotOrderCounts from './2026_11_30_1100_slot_order_counts';
import * as paymentRecords from './2026_12_01_1000_payment_records';
import * as orderEdits from './2026_12_01_1100_order_edits';
import * as sandboxDeferredPayments from './2026_12_01_1200_sandbox_deferred_payments';
import * as storeDeferredMethods from './2026_12_01_1210_store_deferred_methods';
import * as catalogueListingOrder from './2026_12_02_1000_catalogue_listing_order';

/** Listed statically (not read from disk) so the bundled server carries its migrations. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0400_create_catalogue': createCatalogue,
  '2026_11_21_0900_create_users': createUsers,
  '2026_11_21_1000_create_carts': createCarts,
  '2026_11_21_1100_create_login_codes_and_wallet': createLoginCodes,
  '2026_11_21_1200_create_addresses': createAddresses,
  '2026_11_21_1300_create_orders': createOrders,
  '2026_11_23_1000_create_clients': createClients,
  '2026_11_23_1500_index_orders_by_placer': indexOrdersByPlacer,
  '2026_11_23_2000_modified_prices': modifiedPrices,
  '2026_11_23_2100_wallet_movements': walletMovements,
  '2026_11_24_1000_index_product_search': indexProductSearch,
  '2026_11_25_1000_card_holds': cardHolds,
  '2026_11_26_1000_banner_image_sources': bannerImageSources,
  '2026_11_27_1000_create_store_operators': createStoreOperators,
  '2026_11_27_1100_create_order_events': createOrderEvents,
  '2026_11_27_1110_add_order_search_text': addOrderSearchText,
  '2026_11_27_1150_store_owned_products': storeOwnedProducts,
  '2026_11_27_1200_create_catalogue_imports': createCatalogueImports,
  '2026_11_27_1300_store_settings': storeSettings,
  '2026_11_27_1310_coupon_codes_per_store': couponCodesPerStore,
  '2026_11_28_1030_h3_spanish_product_search': spanishProductSearch,
  '2026_11_28_1052_add_order_cash_tendered': addOrderCashTendered,
  '2026_11_28_1200_h051_add_offer_share_card': addOfferShareCard,
  '2026_11_28_1400_add_order_event_actor': addOrderEventActor,
  '2026_11_29_1000_weight_and_substitutions': weightAndSubstitutions,
  '2026_11_30_1000_background_jobs': backgroundJobs,
  '2026_11_30_1100_slot_order_counts': slotOrderCounts,
  '2026_12_01_1000_payment_records': paymentRecords,
  '2026_12_01_1100_order_edits': orderEdits,
  '2026_12_01_1200_sandbox_deferred_payments': sandboxDeferredPayments,
  '2026_12_01_1210_store_deferred_methods': storeDeferredMethods,
  '2026_12_02_1000_catalogue_listing_order': catalogueListingOrder,
};
