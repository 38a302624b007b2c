import {
  STORE_PAYMENT_METHODS,
  type StorePaymentMethod,
  type StoreSettings,
  type StoreSettingsBodySchema,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import { normalizePhone } from '../auth/phone';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { AdminContext } from '../operators/admin-context';
import { getSettings } from './settings.service';
import * as repo from './store-settings.repository';

export interface StoreSettingsDeps {
  db: Kysely<DB>;
  catalogueChanges: Pick<CatalogueChanges, 'storeChanged' | 'settingsChanged'>;
  /** Whether the server can take cards at all (a card provider is configured). */
  cardPayments: boolean;
  allowedCountryCodes: readonly string[];
}

type StoreSettingsValues = z.output<typeof StoreSettingsBodySchema>;
type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findStoreSettingsRow>>>;

/**
 * A store's own settings, set by its owner (decision 043): when it takes orders (the cut-off,
 * lead days and days ahead the slots are computed from), how it takes payment, its WhatsApp, and
 * a maintenance switch of its own. All of it is read from the store's row by the shop: the slots
 * and order placement read it on every request; the store's answer (payment methods, WhatsApp)
 * is cached, so a change tells every process to forget it.
 */
export async function getStoreSettings(
  deps: StoreSettingsDeps,
  ctx: AdminContext,
): Promise<StoreSettings> {
  const [row, available] = await Promise.all([foundSettings(deps.db, ctx), availableMethods(deps)]);
  return { ...fromRow(row), available_payment_methods: available };
}

export async function updateStoreSettings(
  deps: StoreSettingsDeps,
  ctx: AdminContext,
  form: FormCheck<StoreSettingsValues>,
  now: Date,
): Promise<StoreSettings> {
  const { whatsapp, payment_methods: methods } = form.fields;
  if (whatsapp) {
    const phone = normalizePhone(whatsapp, deps.allowedCountryCodes);
    if (phone.ok) form.settle('whatsapp', phone.phone);
    else form.add('whatsapp', phone.reason === 'country' ? phone.message : messages.setupWhatsapp);
  }
  const available = await availableMethods(deps);
  // A store that takes nothing the shop can charge could not be paid at all. (When the shop
  // itself takes neither, there is nothing the owner can choose: the rest still saves.)
  if (methods && available.length > 0 && !methods.some((m) => available.includes(m))) {
    form.add('payment_methods', messages.setupPaymentMethodsUnavailable(available));
  }
  const body = form.body();
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const row = fromRow(await foundSettings(trx, ctx));
    // The weighing settings are optional in the body (older consoles): left out, they stay.
    const after = {
      ...body,
      weight_hold_margin_percent: body.weight_hold_margin_percent ?? row.weight_hold_margin_percent,
      substitution_answer_minutes:
        body.substitution_answer_minutes ?? row.substitution_answer_minutes,
      edit_cutoff_minutes: body.edit_cutoff_minutes ?? row.edit_cutoff_minutes,
    };
    await repo.updateStoreSettings(trx, ctx.store.id, {
      cutoff_time: after.cutoff_time,
      lead_days: after.lead_days,
      days_ahead: after.days_ahead,
      accepts_cash: after.payment_methods.includes('cash') ? 1 : 0,
      accepts_card: after.payment_methods.includes('card') ? 1 : 0,
      accepts_oxxo: after.payment_methods.includes('oxxo') ? 1 : 0,
      accepts_spei: after.payment_methods.includes('spei') ? 1 : 0,
      whatsapp: after.whatsapp,
      maintenance: after.maintenance ? 1 : 0,
      weight_hold_margin_percent: after.weight_hold_margin_percent,
      substitution_answer_minutes: after.substitution_answer_minutes,
      edit_cutoff_minutes: after.edit_cutoff_minutes,
    });
    await recordAudit(
      trx,
      ctx,
      {
        action: 'settings.update',
        entity: 'settings',
        entityId: ctx.store.id,
        before: row,
        after: ordered(after),
      },
      now,
    );
    return { before: row, after };
  });
  // The store's cached answer and pages carry its payment methods and WhatsApp; every page
  // carries the list of stores in maintenance (GET /settings), so a switch forgets them all.
  await deps.catalogueChanges.storeChanged(ctx.store.id);
  if (before.maintenance !== after.maintenance) await deps.catalogueChanges.settingsChanged();
  return { ...ordered(after), available_payment_methods: available };
}

/** Slugs of the stores closed for maintenance by their owners, for `GET /settings`. */
export function listMaintenanceStores(db: Kysely<DB>): Promise<string[]> {
  return repo.listMaintenanceSlugs(db);
}

/** What the shop as a whole can take now: its settings, and cards only with a card provider. */
async function availableMethods(deps: StoreSettingsDeps): Promise<StorePaymentMethod[]> {
  const shop = (await getSettings(deps.db)).payment_methods;
  return STORE_PAYMENT_METHODS.filter(
    // OXXO and SPEI go through the card provider (decision 060).
    (method) => shop.includes(method) && (method === 'cash' || deps.cardPayments),
  );
}

async function foundSettings(db: Kysely<DB>, ctx: AdminContext): Promise<SettingsRow> {
  const row = await repo.findStoreSettingsRow(db, ctx.store.id);
  if (!row) throw new AppError('store_not_found', messages.adminStoreNotFound);
  return row;
}

function fromRow(row: SettingsRow): Omit<StoreSettings, 'available_payment_methods'> {
  return ordered({
    cutoff_time: row.cutoff_time,
    lead_days: row.lead_days,
    days_ahead: row.days_ahead,
    payment_methods: STORE_PAYMENT_METHODS.filter(
      (method) =>
        ({
          cash: row.accepts_cash,
          card: row.accepts_card,
          oxxo: row.accepts_oxxo,
          spei: row.accepts_spei,
        })[method] === 1,
    ),
    whatsapp: row.whatsapp,
    maintenance: row.maintenance === 1,
    weight_hold_margin_percent: row.weight_hold_margin_percent,
    substitution_answer_minutes: row.substitution_answer_minutes,
    edit_cutoff_minutes: row.edit_cutoff_minutes,
  });
}

/** Payment methods in one order, so the audit's before and after compare field by field. */
function ordered<T extends { payment_methods: readonly StorePaymentMethod[] }>(
  settings: T,
): T & { payment_methods: StorePaymentMethod[] } {
  return {
    ...settings,
    payment_methods: STORE_PAYMENT_METHODS.filter((m) => settings.payment_methods.includes(m)),
  };
}
