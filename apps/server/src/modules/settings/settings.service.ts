import { DEFAULT_MAP_TILE_URL, type Settings, SettingsSchema } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listSettings } from './settings.repository';

export const DEFAULT_SETTINGS: Settings = {
  site_name: 'Canasta',
  currency: 'MXN',
  locale: 'es-MX',
  country: 'MX',
  gtm_id: null,
  support_whatsapp: null,
  map_tile_url: DEFAULT_MAP_TILE_URL,
  maintenance: false,
  payment_methods: ['cash', 'card'],
  geocoding: false,
};

/** Stored keys override the defaults; a stored value of the wrong shape is an operator error. */
export async function getSettings(
  db: Kysely<DB>,
  overrides: Partial<Settings> = {},
): Promise<Settings> {
  const rows = await listSettings(db);
  // JSON.parse returns any; unknown until SettingsSchema parses the whole below.
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  return SettingsSchema.parse({ ...DEFAULT_SETTINGS, ...overrides, ...stored });
}
