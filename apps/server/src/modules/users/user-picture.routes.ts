import { UserResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { readAvatarUpload } from './avatar-upload';
import { toAvatarWebp } from './avatar-image';
import * as users from './users.service';

const tags = ['auth'];

interface UserPictureDeps {
  db: Kysely<DB>;
  clock: Clock;
  uploadsDir: string;
}

/** The signed-in user's profile picture (multipart is registered on the API). */
export const userPictureRoutes: FastifyPluginAsyncZod<UserPictureDeps> = async (
  app,
  { db, clock, uploadsDir },
) => {
  app.addHook('onRequest', signedInOnly);

  app.put(
    apiRoutes.authUserPicture,
    {
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart field "picture": JPG, PNG or WebP, ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const webp = await toAvatarWebp(await readAvatarUpload(request));
      return { user: await users.setAvatar(db, user.id, webp, uploadsDir, clock()) };
    },
  );
};
