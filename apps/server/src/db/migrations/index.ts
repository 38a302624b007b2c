import type { Migration } from 'kysely';
import * as createCatalogue from './2026_11_21_0400_create_catalogue';

/** Listed statically (not read from disk) so the bundled server carries its migrations. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0400_create_catalogue': createCatalogue,
};
