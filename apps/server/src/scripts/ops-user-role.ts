import { STORE_ROLE_LABELS, type StoreRole } from '@canasta/contract';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { AppError } from '../errors';
import {
  operatorRoleOf,
  setOperatorRole,
  systemContext,
} from '../modules/operators/operators.service';
import { setUserRoles } from '../modules/users/user-roles.service';

export const USER_ROLE_USAGE = `npm run ops -- user:role <phone> seller|mentor on|off
       npm run ops -- user:role <phone> operator|owner <store-slug> on|off`;

/** The command's word for each store role: "operator" is the staff role. */
const STORE_ROLE_WORDS: Record<string, StoreRole> = { operator: 'staff', owner: 'owner' };

/**
 * `user:role <phone> seller|mentor on|off`: the same service as the operator route.
 * `user:role <phone> operator|owner <store> on|off`: the same service as the console's "Equipo",
 * recorded in the store's audit as "sistema".
 */
export async function runUserRole(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [phone, role] = args;
  const storeRole = role === undefined ? undefined : STORE_ROLE_WORDS[role];
  if (phone && storeRole && args.length === 4) {
    const [, , slug, state] = args;
    if (slug && (state === 'on' || state === 'off')) {
      return runStoreRole(phone, storeRole, slug, state === 'on', env);
    }
  }
  const state = args[2];
  if (!phone || (role !== 'seller' && role !== 'mentor') || (state !== 'on' && state !== 'off')) {
    console.error(`Usage: ${USER_ROLE_USAGE}`);
    return 2;
  }
  return withDatabase(env, async (db, config) => {
    const user = await setUserRoles(
      { db, clock: systemClock, allowedCountryCodes: config.otp.allowedCountryCodes },
      phone,
      { [role]: state === 'on' },
    );
    console.log(
      `${user.name} (${user.phone}): vendedor ${user.is_seller ? 'sí' : 'no'}, mentor ${user.is_mentor ? 'sí' : 'no'}`,
    );
  });
}

async function runStoreRole(
  phone: string,
  role: StoreRole,
  slug: string,
  on: boolean,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  return withDatabase(env, async (db, config) => {
    const ctx = await systemContext(db, slug);
    const deps = { db, allowedCountryCodes: config.otp.allowedCountryCodes };
    if (on) {
      const operator = await setOperatorRole(deps, ctx, phone, role, systemClock());
      console.log(
        `${operator?.name} (${operator?.phone}): ${STORE_ROLE_LABELS[role].toLowerCase()} de ${ctx.store.name}`,
      );
      return;
    }
    // "off" takes away this role only: switching an owner's "operator" off changes nothing.
    if ((await operatorRoleOf(deps, ctx, phone)) !== role) {
      console.log(`No es ${STORE_ROLE_LABELS[role].toLowerCase()} de ${ctx.store.name}.`);
      return;
    }
    await setOperatorRole(deps, ctx, phone, null, systemClock());
    console.log(`Ya no opera ${ctx.store.name}.`);
  });
}

type Config = ReturnType<typeof loadConfig>;

/** Runs one command on the configured database; a refused change prints its Spanish message. */
async function withDatabase(
  env: NodeJS.ProcessEnv,
  run: (db: ReturnType<typeof openDatabase>['db'], config: Config) => Promise<void>,
): Promise<number> {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    await run(database.db, config);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
