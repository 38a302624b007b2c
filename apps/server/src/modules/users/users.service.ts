import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OperatorStore, Store, UpdateUserBody, User } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { getStore } from '../catalogue/catalogue.service';
import * as repo from './users.repository';

type UserRowWithStore = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

/** Where avatars live under the uploads folder, and their public path. */
export const AVATAR_DIR = 'avatars';

/** The user as the API answers it: their row and the stores they run. */
export async function userFromRow(db: Kysely<DB>, row: UserRowWithStore): Promise<User> {
  return toUser(row, await repo.listOperatorStores(db, row.id));
}

function toUser(row: UserRowWithStore, operatorStores: OperatorStore[]): User {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    avatar_url: row.avatar_url,
    assigned_store:
      row.assigned_store_id !== null && row.assigned_store_slug !== null
        ? { id: row.assigned_store_id, slug: row.assigned_store_slug }
        : null,
    is_mentor: row.is_mentor === 1,
    is_seller: row.is_seller === 1,
    operator_stores: operatorStores,
  };
}

export async function getUser(db: Kysely<DB>, id: number): Promise<User> {
  const row = await repo.findUserById(db, id);
  // A live session whose user is gone: treat like an expired session.
  if (!row) throw new AppError('unauthenticated', messages.sessionExpired);
  return userFromRow(db, row);
}

export async function findUserByPhone(db: Kysely<DB>, phone: string): Promise<User | undefined> {
  const row = await repo.findUserByPhone(db, phone);
  return row ? userFromRow(db, row) : undefined;
}

/** Creates the account for a proven phone; if it appeared meanwhile, that account is the one. */
export async function createUser(
  db: Kysely<DB>,
  user: { name: string; phone: string },
  now: Date,
): Promise<User> {
  await repo.insertUser(db, { ...user, now: now.toISOString() });
  const row = await repo.findUserByPhone(db, user.phone);
  if (!row) throw new Error('user vanished right after insert');
  return userFromRow(db, row);
}

export async function updateProfile(
  db: Kysely<DB>,
  id: number,
  body: UpdateUserBody,
  now: Date,
): Promise<User> {
  const changes: { name?: string; email?: string | null; updated_at: string } = {
    updated_at: now.toISOString(),
  };
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email === '' ? null : body.email;
  await repo.updateUser(db, id, changes);
  return getUser(db, id);
}

/** Stores an already re-encoded avatar and points the user at it; the old file is removed. */
export async function setAvatar(
  db: Kysely<DB>,
  id: number,
  webp: Buffer,
  uploadsDir: string,
  now: Date,
): Promise<User> {
  const before = await getUser(db, id);
  const name = `${id}-${randomBytes(8).toString('hex')}.webp`;
  await fs.mkdir(path.join(uploadsDir, AVATAR_DIR), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, AVATAR_DIR, name), webp);
  await repo.updateUser(db, id, {
    avatar_url: `/uploads/${AVATAR_DIR}/${name}`,
    updated_at: now.toISOString(),
  });
  const old = before.avatar_url?.match(/^\/uploads\/avatars\/([\w-]+\.webp)$/)?.[1];
  if (old) await fs.rm(path.join(uploadsDir, AVATAR_DIR, old), { force: true });
  return getUser(db, id);
}

export async function listUserStores(db: Kysely<DB>, id: number): Promise<Store[]> {
  const row = await repo.findUserById(db, id);
  if (!row) throw new AppError('unauthenticated', messages.sessionExpired);
  const ids = await repo.listUserStoreIds(db, id, row.assigned_store_id);
  return Promise.all(ids.map((storeId) => getStore(db, String(storeId))));
}
