import { randomBytes } from 'node:crypto';
import {
  type AuthResponse,
  type LoginBody,
  type LoginResponse,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  REGISTRATION_TOKEN_TTL_MINUTES,
  type RegisterBody,
  type SendLoginCodeResponse,
  type LoginChannel,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import type { MessageSender } from '../../providers/messaging/message-sender';
import type { RateLimiter } from '../../providers/rate-limits/rate-limiter';
import { createUser, findUserByPhone } from '../users/users.service';
import * as repo from './auth.repository';
import { generateLoginCode, loginCodeHmac, sameHmac } from './login-code';
import { normalizePhone } from './phone';
import { createSession, hashToken } from './session.service';

export interface AuthDeps {
  db: Kysely<DB>;
  clock: Clock;
  sender: MessageSender;
  limiter: RateLimiter;
  otp: Config['otp'];
}

const HOUR_SECONDS = 3600;
const minutes = (n: number) => n * 60_000;

/**
 * Sends a sign-in code. The answer is the same whether or not the phone has an account, so
 * the endpoint can't be used to find out who shops here.
 */
export async function sendLoginCode(
  deps: AuthDeps,
  input: { phone: string; channel: LoginChannel; ip: string },
): Promise<SendLoginCodeResponse> {
  const phone = phoneOrFail(deps, input.phone);
  await limit(
    deps,
    `otp-ip:${input.ip}`,
    deps.otp.ipHourlyLimit,
    HOUR_SECONDS,
    messages.rateLimitedFor,
  );
  await limit(deps, `otp-resend:${phone}`, 1, OTP_RESEND_SECONDS, messages.codeResendTooSoon);
  await limit(
    deps,
    `otp-phone:${phone}`,
    deps.otp.phoneHourlyLimit,
    HOUR_SECONDS,
    messages.codePhoneCap,
  );

  const now = deps.clock();
  const code = generateLoginCode();
  await deps.db.transaction().execute(async (trx) => {
    await repo.retireLoginCodes(trx, phone, now.toISOString());
    await repo.insertLoginCode(trx, {
      phone,
      channel: input.channel,
      codeHmac: loginCodeHmac(deps.otp.secret, phone, code),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + minutes(OTP_TTL_MINUTES)).toISOString(),
    });
  });
  try {
    await deps.sender.sendLoginCode({ phone, channel: input.channel, code });
  } catch (error) {
    await repo.retireLoginCodes(deps.db, phone, now.toISOString());
    // No code went out, so the shopper may ask again at once; the hourly caps keep counting,
    // so failures can't be used to send without limit.
    await deps.limiter.unhit(`otp-resend:${phone}`);
    throw new AppError('service_unavailable', messages.codeNotSent, { cause: error });
  }
  return { message: messages.codeSent(input.channel), resend_after_seconds: OTP_RESEND_SECONDS };
}

/** Checks a code: a session for an existing account, a registration token for a new phone. */
export async function login(
  deps: AuthDeps,
  input: LoginBody & { ip: string },
): Promise<LoginResponse> {
  const phone = phoneOrFail(deps, input.phone);
  await limit(
    deps,
    `login-ip:${input.ip}`,
    deps.otp.loginIpHourlyLimit,
    HOUR_SECONDS,
    messages.rateLimitedFor,
  );

  const now = deps.clock();
  const stored = await repo.findLiveLoginCode(deps.db, phone, now.toISOString());
  if (!stored) throw codeError(messages.codeExpired);
  const attempts = await repo.countAttempt(deps.db, stored.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) throw codeError(messages.codeTooManyTries);
  if (!sameHmac(stored.code_hmac, loginCodeHmac(deps.otp.secret, phone, input.code))) {
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw codeError(left > 0 ? messages.codeWrong(left) : messages.codeTooManyTries);
  }
  if (!(await repo.consumeLoginCode(deps.db, stored.id, now.toISOString()))) {
    throw codeError(messages.codeExpired);
  }

  const user = await findUserByPhone(deps.db, phone);
  if (user) return { token: await createSession(deps.db, user.id, now), user };
  const registrationToken = randomBytes(32).toString('base64url');
  await repo.insertRegistrationToken(deps.db, {
    tokenHash: hashToken(registrationToken),
    phone,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + minutes(REGISTRATION_TOKEN_TTL_MINUTES)).toISOString(),
  });
  return { token: null, user: null, registration_token: registrationToken };
}

/**
 * Creates the account of a phone a code just proved (the registration token says so). A token
 * no longer good is said beside a bad name, so the shopper isn't asked to fix the name first.
 */
export async function register(
  deps: AuthDeps,
  form: FormCheck<RegisterBody>,
): Promise<AuthResponse> {
  const { phone: typed, registration_token: token } = form.fields;
  const proven =
    typed === undefined ? undefined : normalizePhone(typed, deps.otp.allowedCountryCodes);
  if (proven?.ok) form.settle('phone', proven.phone);
  else if (proven) form.add('phone', proven.message);
  const now = deps.clock();
  if (
    proven?.ok &&
    token !== undefined &&
    !(await repo.isRegistrationTokenLive(
      deps.db,
      hashToken(token),
      proven.phone,
      now.toISOString(),
    ))
  ) {
    form.add('registration_token', messages.registrationExpired);
  }
  const input = form.body();
  const tokenHash = hashToken(input.registration_token);
  // Two registrations racing with one token: only one of them uses it.
  if (!(await repo.useRegistrationToken(deps.db, tokenHash, input.phone, now.toISOString()))) {
    throw new AppError('validation_failed', messages.validationFailed, {
      errors: { registration_token: [messages.registrationExpired] },
    });
  }
  const user = await createUser(deps.db, { name: input.name, phone: input.phone }, now);
  return { token: await createSession(deps.db, user.id, now), user };
}

function phoneOrFail(deps: AuthDeps, input: string): string {
  const result = normalizePhone(input, deps.otp.allowedCountryCodes);
  if (!result.ok) {
    throw new AppError('validation_failed', messages.validationFailed, {
      errors: { phone: [result.message] },
    });
  }
  return result.phone;
}

async function limit(
  deps: AuthDeps,
  key: string,
  max: number,
  windowSeconds: number,
  message: (seconds: number) => string,
) {
  const decision = await deps.limiter.hit(key, max, windowSeconds);
  if (!decision.allowed) {
    throw new AppError('rate_limited', message(decision.retryAfterSeconds), {
      headers: { 'retry-after': String(decision.retryAfterSeconds) },
      details: { retry_after_seconds: decision.retryAfterSeconds },
    });
  }
}

function codeError(message: string) {
  return new AppError('validation_failed', message, { errors: { code: [message] } });
}
