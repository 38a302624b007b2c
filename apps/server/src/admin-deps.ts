import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DB } from './db/schema';
import type { CatalogueChanges } from './modules/catalogue/catalogue-changes';
import type { OrderEventsBroadcast } from './modules/orders/order-events.broadcast';
import type { CardProvider } from './providers/payments/card-provider';
import type { DeferredPaymentProvider } from './providers/payments/deferred-provider';
import type { RateLimiter } from './providers/rate-limits/rate-limiter';

/** What the operator API's route modules are built from (decision 040). */
export interface AdminApiDeps {
  config: Config;
  clock: Clock;
  db: Kysely<DB>;
  limiter: RateLimiter;
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060): cancelling an unpaid order cancels its voucher. */
  deferredProvider?: DeferredPaymentProvider | null;
  /** Told of every catalogue change, so shoppers see it at once in every process. */
  catalogueChanges: CatalogueChanges;
  /** Told of every order placed or moved, so the orders board's live streams show it. */
  orderEvents: OrderEventsBroadcast;
}
