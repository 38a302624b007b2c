import type { User, UserRolesBody } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { normalizePhone } from '../auth/phone';
import * as repo from './users.repository';
import { userFromRow } from './users.service';

export interface UserRoleDeps {
  db: Kysely<DB>;
  clock: Clock;
  allowedCountryCodes: readonly string[];
}

/**
 * Grants or removes the seller and mentor flags of the user with this phone (any common form:
 * `521…` is `+52…`). Operators do it, by command or route; sessions pick the change up on their
 * next request. A phone that isn't a user's answers 404.
 */
export async function setUserRoles(
  { db, clock, allowedCountryCodes }: UserRoleDeps,
  phoneInput: string,
  roles: UserRolesBody,
): Promise<User> {
  const phone = normalizePhone(phoneInput, allowedCountryCodes);
  const row = phone.ok ? await repo.findUserByPhone(db, phone.phone) : undefined;
  if (!row) throw new AppError('user_not_found', messages.userNotFound);
  await repo.updateUser(db, row.id, {
    ...(roles.seller === undefined ? {} : { is_seller: roles.seller ? 1 : 0 }),
    ...(roles.mentor === undefined ? {} : { is_mentor: roles.mentor ? 1 : 0 }),
    updated_at: clock().toISOString(),
  });
  const updated = await repo.findUserById(db, row.id);
  if (!updated) throw new AppError('user_not_found', messages.userNotFound);
  return userFromRow(db, updated);
}
