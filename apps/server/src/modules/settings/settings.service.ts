import {
  DEFAULT_MAP_TILE_URL,
  type Maintenance,
  type Settings,
  SettingsSchema,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { listSettings, saveSetting } from './settings.repository';

export const DEFAULT_SETTINGS: Settings = {
  site_name: 'Canasta',
  currency: 'MXN',
  locale: 'es-MX',
  country: 'MX',
  gtm_id: null,
  support_whatsapp: null,
  map_tile_url: DEFAULT_MAP_TILE_URL,
  maintenance: false,
  // Filled by GET /settings from the stores' own switches (decision 043).
  maintenance_stores: [],
  payment_methods: ['cash', 'card', 'oxxo', 'spei'],
  geocoding: false,
  postal_codes: false,
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

/** Whether the shop front is closed for maintenance (the stored switch, else the default). */
export async function getMaintenance(db: Kysely<DB>): Promise<Maintenance> {
  return { enabled: (await getSettings(db)).maintenance };
}

export interface MaintenanceDeps {
  db: Kysely<DB>;
  catalogueChanges: Pick<CatalogueChanges, 'settingsChanged'>;
}

/**
 * Turns maintenance on or off (the operator route and `npm run ops -- settings:maintenance`).
 * `GET /settings` reads the table on every request, so the API answers the new value at once;
 * the rendered pages carry the settings too, so every process forgets its cached ones
 * (decision 038).
 */
export async function setMaintenance(
  { db, catalogueChanges }: MaintenanceDeps,
  enabled: boolean,
): Promise<Maintenance> {
  await saveSetting(db, 'maintenance', JSON.stringify(enabled));
  await catalogueChanges.settingsChanged();
  return { enabled };
}
