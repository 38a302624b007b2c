import { loadConfig } from '../config';
import { cliCatalogueChanges } from './cli-catalogue-changes';
import { openDatabase } from '../db/database';
import { setMaintenance } from '../modules/settings/settings.service';

export const MAINTENANCE_USAGE = 'npm run ops -- settings:maintenance on|off';

/** `settings:maintenance on|off`: the same service as the operator route (decision 038). */
export async function runMaintenance(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [state, ...rest] = args;
  if ((state !== 'on' && state !== 'off') || rest.length > 0) {
    console.error(`Usage: ${MAINTENANCE_USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  const catalogueChanges = cliCatalogueChanges(config.redisUrl);
  try {
    const { enabled } = await setMaintenance({ db: database.db, catalogueChanges }, state === 'on');
    console.log(
      enabled
        ? 'Mantenimiento activado: la tienda muestra el aviso de mantenimiento.'
        : 'Mantenimiento desactivado: la tienda está abierta.',
    );
    return 0;
  } finally {
    await catalogueChanges.close();
    await database.close();
  }
}
