import type { Kysely, Updateable } from 'kysely';
import type { DB, StoresTable } from '../../db/schema';

export function findStoreSettingsRow(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('stores')
    .select([
      'cutoff_time',
      'lead_days',
      'days_ahead',
      'accepts_cash',
      'accepts_card',
      'accepts_oxxo',
      'accepts_spei',
      'whatsapp',
      'maintenance',
      'weight_hold_margin_percent',
      'substitution_answer_minutes',
      'edit_cutoff_minutes',
    ])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

export async function updateStoreSettings(
  db: Kysely<DB>,
  storeId: number,
  values: Pick<
    Updateable<StoresTable>,
    | 'cutoff_time'
    | 'lead_days'
    | 'days_ahead'
    | 'accepts_cash'
    | 'accepts_card'
    | 'accepts_oxxo'
    | 'accepts_spei'
    | 'whatsapp'
    | 'maintenance'
    | 'weight_hold_margin_percent'
    | 'substitution_answer_minutes'
    | 'edit_cutoff_minutes'
  >,
): Promise<void> {
  await db.updateTable('stores').set(values).where('id', '=', storeId).execute();
}

/** Slugs of the stores their owners closed for maintenance. */
export async function listMaintenanceSlugs(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('stores')
    .select('slug')
    .where('maintenance', '=', 1)
    .orderBy('slug')
    .execute();
  return rows.map((row) => row.slug);
}
