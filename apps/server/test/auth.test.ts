import { type DevOutboxResponse, OTP_MAX_ATTEMPTS, UserSchema } from '@canasta/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let now = new Date('2026-11-21T18:00:00.000Z');
let phoneSequence = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

/** A fresh Mexican mobile per test, in national format, and its E.164 form. */
function newPhone() {
  phoneSequence += 1;
  const local = `55${String(20_000_000 + phoneSequence * 7919).padStart(8, '0')}`;
  return {
    typed: `${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`,
    e164: `+52${local}`,
  };
}

function later(seconds: number) {
  now = new Date(now.getTime() + seconds * 1000);
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  const res = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: (res.body === '' ? null : res.json()) as Record<string, unknown> & {
      errors?: Record<string, string[]>;
      message?: string;
    },
  };
}

async function lastCode(phone: string): Promise<string> {
  const res = await t.app.inject(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const code = res.json<DevOutboxResponse>().data[0]?.code;
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

function sendCode(phone: string, channel = 'whatsapp', ip?: string) {
  return call('POST', '/api/shop/auth/send-login-code', { phone, channel }, {}, ip);
}

function login(phone: string, code: string, ip?: string) {
  return call('POST', '/api/shop/auth/login', { phone, code }, {}, ip);
}

/** Signs a brand-new phone up and returns its session. */
async function signUp(name = 'Rosa Martínez') {
  const phone = newPhone();
  await sendCode(phone.typed);
  const verified = await login(phone.typed, await lastCode(phone.e164));
  const registered = await call('POST', '/api/shop/auth/register', {
    name,
    phone: phone.typed,
    registration_token: verified.body.registration_token,
  });
  const token = registered.body.token as string;
  return { phone, token, auth: { authorization: `Bearer ${token}` }, body: registered.body };
}

describe('sign-in with a code', () => {
  it('registers a new phone: code → registration token → account and session', async () => {
    const phone = newPhone();
    const sent = await sendCode(phone.typed);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({
      message: 'Te enviamos un código por WhatsApp. Vence en 10 minutos.',
      resend_after_seconds: 60,
    });
    const code = await lastCode(phone.e164);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await login(phone.typed, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ token: null, user: null });
    expect(typeof verified.body.registration_token).toBe('string');

    const registered = await call('POST', '/api/shop/auth/register', {
      name: '  Rosa Martínez ',
      phone: phone.e164,
      registration_token: verified.body.registration_token,
    });
    expect(registered.status).toBe(201);
    const user = UserSchema.parse(registered.body.user);
    expect(user).toMatchObject({
      name: 'Rosa Martínez',
      phone: phone.e164,
      is_mentor: false,
      is_seller: false,
      assigned_store: null,
      avatar_url: null,
    });
    const me = await call('GET', '/api/shop/auth/user', undefined, {
      authorization: `Bearer ${registered.body.token as string}`,
    });
    expect(me.body).toEqual({ user });
  });

  it('signs an existing demo user in, with roles from the user record', async () => {
    await sendCode('+52 55 1000 0002', 'sms');
    const res = await login('5510000002', await lastCode('+525510000002'));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Carlos Ramírez',
      phone: '+525510000002',
      is_seller: true,
      is_mentor: false,
      assigned_store: { slug: 'interna' },
    });
    expect(typeof res.body.token).toBe('string');
  });

  it('treats the 521… WhatsApp form as the same phone', async () => {
    await sendCode('5215510000001');
    const res = await login('+52 55 1000 0001', await lastCode('+525510000001'));
    expect(res.body.user).toMatchObject({ name: 'Lucía Hernández' });
  });

  it('answers known and unknown phones alike', async () => {
    later(120);
    const known = await sendCode('+525510000003');
    const unknown = await sendCode(newPhone().typed);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses invalid phones and other countries with errors.phone', async () => {
    for (const [phone, message] of [
      ['123', 'Escribe un número de celular válido de 10 dígitos.'],
      ['55 1234', 'Escribe un número de celular válido de 10 dígitos.'],
      ['+1 415 555 2671', 'Por ahora solo enviamos códigos a celulares de México (+52).'],
    ] as const) {
      const res = await sendCode(phone);
      expect(res.status, phone).toBe(422);
      expect(res.body.errors).toEqual({ phone: [message] });
    }
    expect(
      (
        await call('POST', '/api/shop/auth/send-login-code', {
          phone: '5512345678',
          channel: 'fax',
        })
      ).status,
    ).toBe(422);
  });

  it('counts wrong codes and refuses the sixth try even with the right code', async () => {
    const phone = newPhone();
    await sendCode(phone.typed);
    const code = await lastCode(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      const res = await login(phone.typed, wrong);
      expect(res.status).toBe(422);
      const left = OTP_MAX_ATTEMPTS - attempt;
      expect(res.body.errors?.code?.[0]).toBe(
        `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`,
      );
    }
    expect((await login(phone.typed, wrong)).body.message).toBe(
      'Demasiados intentos con este código. Pide uno nuevo.',
    );
    const sixth = await login(phone.typed, code);
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors?.code).toEqual([
      'Demasiados intentos con este código. Pide uno nuevo.',
    ]);
  });

  it('expires codes after 10 minutes and uses each code once', async () => {
    const phone = newPhone();
    await sendCode(phone.typed);
    const code = await lastCode(phone.e164);
    later(10 * 60 + 1);
    const expired = await login(phone.typed, code);
    expect(expired.status).toBe(422);
    expect(expired.body.errors?.code).toEqual([
      'El código no es válido o ya venció. Pide uno nuevo.',
    ]);

    await sendCode(phone.typed);
    const fresh = await lastCode(phone.e164);
    expect((await login(phone.typed, fresh)).status).toBe(200);
    expect((await login(phone.typed, fresh)).status).toBe(422);
  });

  it('refuses a resend within 60 s with Retry-After, and caps codes per phone per hour', async () => {
    const phone = newPhone();
    expect((await sendCode(phone.typed)).status).toBe(202);
    const tooSoon = await sendCode(phone.typed, 'sms');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(tooSoon.body.message).toBe('Ya te enviamos un código. Podrás pedir otro en 1 minuto.');

    for (let sent = 2; sent <= 5; sent += 1) {
      later(61);
      expect((await sendCode(phone.typed)).status).toBe(202);
    }
    later(61);
    const capped = await sendCode(phone.typed);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Pediste demasiados códigos para este número/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('caps code requests and login tries per IP', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i += 1)
      expect((await sendCode(newPhone().typed, 'sms', ip)).status).toBe(202);
    const blocked = await sendCode(newPhone().typed, 'sms', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await sendCode(newPhone().typed, 'sms', '203.0.113.10')).status).toBe(202);

    const guesser = '198.51.100.7';
    for (let i = 0; i < 60; i += 1) await login(newPhone().typed, '123456', guesser);
    expect((await login(newPhone().typed, '123456', guesser)).status).toBe(429);
  });
});

describe('registration tokens', () => {
  it('refuses forged, reused, expired and other-phone tokens', async () => {
    const phone = newPhone();
    await sendCode(phone.typed);
    const verified = await login(phone.typed, await lastCode(phone.e164));
    const token = verified.body.registration_token as string;
    const register = (body: Record<string, unknown>) =>
      call('POST', '/api/shop/auth/register', { name: 'Pedro Gómez', ...body });

    const forged = await register({ phone: phone.typed, registration_token: 'x'.repeat(43) });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual({
      registration_token: ['Tu verificación venció. Pide un código nuevo para crear tu cuenta.'],
    });
    const otherPhone = await register({ phone: newPhone().typed, registration_token: token });
    expect(otherPhone.status).toBe(422);

    expect((await register({ phone: phone.typed, registration_token: token })).status).toBe(201);
    expect((await register({ phone: phone.typed, registration_token: token })).status).toBe(422);

    const late = newPhone();
    await sendCode(late.typed);
    const lateToken = (await login(late.typed, await lastCode(late.e164))).body.registration_token;
    later(15 * 60 + 1);
    expect((await register({ phone: late.typed, registration_token: lateToken })).status).toBe(422);
  });

  it('checks the name', async () => {
    const phone = newPhone();
    await sendCode(phone.typed);
    const token = (await login(phone.typed, await lastCode(phone.e164))).body.registration_token;
    for (const name of ['', 'A', '12345', 'x'.repeat(81)]) {
      const res = await call('POST', '/api/shop/auth/register', {
        name,
        phone: phone.typed,
        registration_token: token,
      });
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['name']);
    }
  });
});

describe('sessions and profile', () => {
  it('logout revokes the session; bad and expired tokens get 401', async () => {
    const { auth } = await signUp();
    expect((await call('GET', '/api/shop/auth/user', undefined, auth)).status).toBe(200);
    expect((await call('POST', '/api/shop/auth/logout', undefined, auth)).status).toBe(204);
    const after = await call('GET', '/api/shop/auth/user', undefined, auth);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Tu sesión expiró. Inicia sesión de nuevo.');

    expect((await call('GET', '/api/shop/auth/user')).status).toBe(401);
    const other = await signUp();
    later(31 * 24 * 3600);
    expect((await call('GET', '/api/shop/auth/user', undefined, other.auth)).status).toBe(401);
  });

  it('extends a session that keeps being used', async () => {
    const { auth } = await signUp();
    for (let day = 0; day < 3; day += 1) {
      later(20 * 24 * 3600);
      expect((await call('GET', '/api/shop/auth/user', undefined, auth)).status).toBe(200);
    }
  });

  it('edits name and email with Spanish field errors', async () => {
    const { auth } = await signUp();
    const ok = await call(
      'PUT',
      '/api/shop/auth/user',
      { name: 'Rosa M.', email: 'rosa@example.com' },
      auth,
    );
    expect(ok.body.user).toMatchObject({ name: 'Rosa M.', email: 'rosa@example.com' });
    const cleared = await call('PUT', '/api/shop/auth/user', { email: '' }, auth);
    expect(cleared.body.user).toMatchObject({ email: null });

    const bad = await call('PUT', '/api/shop/auth/user', { email: 'rosa@' }, auth);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Escribe un correo electrónico válido.'] });
    expect(
      (await call('PUT', '/api/shop/auth/user', { phone: '+525500000000' }, auth)).status,
    ).toBe(422);
    expect((await call('PUT', '/api/shop/auth/user', { name: 'Otro' })).status).toBe(401);
  });

  it("lists the user's stores: the assigned one first", async () => {
    await sendCode('+525510000003');
    const mentor = await login('+525510000003', await lastCode('+525510000003'));
    const res = await call('GET', '/api/shop/auth/user/stores/', undefined, {
      authorization: `Bearer ${mentor.body.token as string}`,
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { slug: string }[]).map((s) => s.slug)).toEqual(['interna']);
  });
});

describe('profile picture', () => {
  async function upload(
    auth: Record<string, string>,
    file: Buffer,
    type: string,
    field = 'picture',
  ) {
    const boundary = '----canasta-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/auth/user/picture',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  it('re-encodes a JPEG as a square WebP without metadata, served with long caching', async () => {
    const { auth } = await signUp();
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#74dab7' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
      .toBuffer();
    const res = await upload(auth, jpeg, 'image/jpeg');
    expect(res.status).toBe(200);
    const url = (res.body.user as { avatar_url: string }).avatar_url;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses other files, oversized files and a missing field', async () => {
    const { auth } = await signUp();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const notImage = await upload(auth, gif, 'image/png');
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toBe('La foto debe ser una imagen JPG, PNG o WebP.');
    const tooBig = await upload(auth, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('La foto pesa más de 5 MB. Elige una más ligera.');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(auth, png, 'image/png', 'foto')).status).toBe(422);
    expect((await upload({}, png, 'image/png')).status).toBe(401);
  });
});

describe('wallet and outbox', () => {
  it('shows the mentor their balance and refuses everyone else', async () => {
    later(120);
    await sendCode('+525510000003');
    const mentor = await login('+525510000003', await lastCode('+525510000003'));
    const balance = await call('GET', '/api/shop/wallet/balance', undefined, {
      authorization: `Bearer ${mentor.body.token as string}`,
    });
    expect(balance.body).toEqual({ balance_cents: 50000, currency: 'MXN' });
    const shopper = await signUp();
    const refused = await call('GET', '/api/shop/wallet/balance', undefined, shopper.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Solo los mentores tienen monedero.');
  });
});
