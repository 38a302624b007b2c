import {
  AuthResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  SendLoginCodeBodySchema,
  SendLoginCodeResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormCheck } from '../../form-check';
import * as auth from './auth.service';

const tags = ['auth'];

/** Signing in: a code by WhatsApp or SMS, then login or registration. */
export const authRoutes: FastifyPluginAsyncZod<auth.AuthDeps> = async (app, deps) => {
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
      attachValidation: true,
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(deps, FormCheck.fromRequest(request))),
  );
};
