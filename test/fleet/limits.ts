import type { Database } from '../../apps/server/src/db/database';
import { type Recorder, pickString } from './client';
import { SHOP, createPeople } from './shop';
import type { SentMessage } from './stand-ins';

/**
 * The sign-in and write limits, each hit through the three processes directly (round robin, so
 * consecutive requests land on different processes): counted in one place, each refuses exactly
 * past its limit; counted per process, each process would let its own share through.
 */

export interface LimitCase {
  name: string;
  limit: number;
  /** Statuses in the order sent, with the process each went to. */
  answers: { via: string; status: number }[];
  /** Codes the Twilio stand-in received for the phones of this case (sign-in limits only). */
  codesDelivered?: number;
}

export interface LimitResults {
  resend: LimitCase;
  ipCodes: LimitCase;
  userWrites: LimitCase;
}

export async function checkLimits({
  targets,
  recorder,
  database,
  storeId,
  messages,
  limits,
}: {
  /** One address per process. */
  targets: { url: string; via: string }[];
  recorder: Recorder;
  database: Database;
  storeId: number;
  messages: () => SentMessage[];
  limits: { OTP_IP_HOURLY_LIMIT: number; WRITES_PER_USER_PER_MINUTE: number };
}): Promise<LimitResults> {
  const at = (i: number) => targets[i % targets.length] ?? { url: '', via: '?' };

  // One phone asks for a code at all three processes at once: one code a minute per phone.
  const resendPhone = '+523315900001';
  const resendAnswers = await Promise.all(
    targets.map((target, i) =>
      recorder.send(target, 'limits', 'POST', `${SHOP}/auth/send-login-code`, {
        headers: { 'x-forwarded-for': `203.0.113.${10 + i}` },
        body: { phone: resendPhone, channel: 'sms' },
      }),
    ),
  );
  const resend: LimitCase = {
    name: 'one sign-in code per phone per minute',
    limit: 1,
    answers: resendAnswers.map((a, i) => ({ via: at(i).via, status: a.status })),
    codesDelivered: messages().filter((m) => m.to === resendPhone).length,
  };

  // One address asks codes for many phones, one after another, going round the processes.
  const ipPhones = Array.from(
    { length: limits.OTP_IP_HOURLY_LIMIT + 6 },
    (_, i) => `+523315910${String(i).padStart(3, '0')}`,
  );
  const ipAnswers: LimitCase['answers'] = [];
  for (const [i, phone] of ipPhones.entries()) {
    const answer = await recorder.send(at(i), 'limits', 'POST', `${SHOP}/auth/send-login-code`, {
      headers: { 'x-forwarded-for': '203.0.113.99' },
      body: { phone, channel: 'whatsapp' },
    });
    ipAnswers.push({ via: at(i).via, status: answer.status });
  }
  const ipSet = new Set(ipPhones);
  const ipCodes: LimitCase = {
    name: 'sign-in codes per address per hour',
    limit: limits.OTP_IP_HOURLY_LIMIT,
    answers: ipAnswers,
    codesDelivered: messages().filter((m) => ipSet.has(m.to)).length,
  };

  // One signed-in shopper changes their cart again and again, going round the processes.
  const [writer] = await createPeople(database.db, 1, '+523316');
  if (!writer) throw new Error('no shopper for the write limit');
  const auth = { authorization: `Bearer ${writer.token}` };
  const writeAnswers: LimitCase['answers'] = [];
  const created = await recorder.send(at(0), 'limits', 'POST', `${SHOP}/checkout/`, {
    headers: auth,
    body: { store_id: storeId, user_id: writer.id },
  });
  writeAnswers.push({ via: at(0).via, status: created.status });
  const cartId = pickString(created.body, 'cart', 'id') ?? 'missing';
  for (let i = 1; i < limits.WRITES_PER_USER_PER_MINUTE + 6; i += 1) {
    const answer = await recorder.send(at(i), 'limits', 'PUT', `${SHOP}/checkout/${cartId}`, {
      headers: auth,
      body: { delivery_type: i % 2 === 0 ? 'delivery' : 'pickup' },
    });
    writeAnswers.push({ via: at(i).via, status: answer.status });
  }
  const userWrites: LimitCase = {
    name: 'changes per signed-in shopper per minute',
    limit: limits.WRITES_PER_USER_PER_MINUTE,
    answers: writeAnswers,
  };
  return { resend, ipCodes, userWrites };
}
