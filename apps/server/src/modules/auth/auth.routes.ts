import {
  AuthResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  SendLoginCodeBodySchema,
  SendLoginCodeResponseSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
  UserStoresResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { toAvatarWebp } from '../users/avatar-image';
import * as users from '../users/users.service';
import * as auth from './auth.service';
import { revokeSession } from './session.service';

const tags = ['auth'];

type AuthRouteDeps = auth.AuthDeps & { uploadsDir: string };
type App = Parameters<FastifyPluginAsyncZod<AuthRouteDeps>>[0];

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  signInRoutes(app, deps);
  userRoutes(app, deps);
};

/** Signing in: a code by WhatsApp or SMS, then login or registration. */
function signInRoutes(app: App, deps: AuthRouteDeps) {
  app.post(
    apiRoutes.authSendLoginCode,
    {
      schema: {
        tags,
        summary: 'Send a sign-in code by WhatsApp or SMS (same answer for any phone)',
        body: SendLoginCodeBodySchema,
        response: { 202: SendLoginCodeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await auth.sendLoginCode(deps, {
          phone: request.body.phone,
          channel: request.body.channel,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    apiRoutes.authLogin,
    {
      schema: {
        tags,
        summary: 'Sign in with the code: a session, or a registration token for a new phone',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    (request) => auth.login(deps, { ...request.body, ip: request.ip }),
  );

  app.post(
    apiRoutes.authRegister,
    {
      schema: {
        tags,
        summary: 'Create the account of a phone proven by a code',
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(deps, request.body)),
  );
}

/** The signed-in user: profile, picture, stores and logout. */
function userRoutes(app: App, { db, clock, uploadsDir }: AuthRouteDeps) {
  app.get(
    apiRoutes.authUser,
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: UserResponseSchema } },
    },
    async (request) => ({ user: await users.getUser(db, requireUser(request.user).id) }),
  );

  app.put(
    apiRoutes.authUser,
    {
      schema: {
        tags,
        summary: "Change the signed-in user's name or email",
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({
      user: await users.updateProfile(db, requireUser(request.user).id, request.body, clock()),
    }),
  );

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
      const file = await request.file();
      if (!file || file.fieldname !== 'picture') {
        throw new AppError('validation_failed', messages.avatarMissing, {
          errors: { picture: [messages.avatarMissing] },
        });
      }
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('payload_too_large', messages.avatarTooLarge);
        }
        throw error;
      }
      const webp = await toAvatarWebp(upload);
      return { user: await users.setAvatar(db, user.id, webp, uploadsDir, clock()) };
    },
  );

  app.post(
    apiRoutes.authLogout,
    { schema: { tags, summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request.user);
      await revokeSession(db, user.sessionId, clock());
      return reply.status(204).send(null);
    },
  );

  app.get(
    apiRoutes.authUserStores,
    {
      schema: {
        tags,
        summary: "The signed-in user's stores: the assigned one first, then where they keep a cart",
        response: { 200: UserStoresResponseSchema },
      },
    },
    async (request) => ({ data: await users.listUserStores(db, requireUser(request.user).id) }),
  );
}
