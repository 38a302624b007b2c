import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { AppError } from '../errors';
import { setUserRoles } from '../modules/users/user-roles.service';

export const USER_ROLE_USAGE = 'npm run ops -- user:role <phone> seller|mentor on|off';

/** `user:role <phone> seller|mentor on|off`: the same service as the operator route. */
export async function runUserRole(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [phone, role, state] = args;
  if (!phone || (role !== 'seller' && role !== 'mentor') || (state !== 'on' && state !== 'off')) {
    console.error(`Usage: ${USER_ROLE_USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    const user = await setUserRoles(
      { db: database.db, clock: systemClock, allowedCountryCodes: config.otp.allowedCountryCodes },
      phone,
      { [role]: state === 'on' },
    );
    console.log(
      `${user.name} (${user.phone}): vendedor ${user.is_seller ? 'sí' : 'no'}, mentor ${user.is_mentor ? 'sí' : 'no'}`,
    );
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
