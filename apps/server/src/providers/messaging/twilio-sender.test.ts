import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageDeliveryError, TwilioSender } from './twilio-sender';

interface Received {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

const SID = `AC${'a'.repeat(32)}`;
let received: Received[] = [];
let answer = { status: 201, body: '{"sid":"SM123","status":"queued"}' };
let server: http.Server;
let apiUrl: string;

// A local stand-in speaking Twilio's documented Messages API.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method,
        path: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sender(from: { sms?: string; whatsapp?: string }) {
  return new TwilioSender(
    {
      accountSid: SID,
      authToken: 'secret-auth-token',
      smsFrom: from.sms,
      whatsappFrom: from.whatsapp,
      apiUrl,
      timeoutMs: 1000,
    },
    { info: () => undefined },
  );
}

describe('TwilioSender', () => {
  it('posts the code to the Messages API with basic auth, by WhatsApp and by SMS', async () => {
    received = [];
    answer = { status: 201, body: '{"sid":"SM123"}' };
    const twilio = sender({ sms: '+15005550006', whatsapp: '+14155238886' });
    await twilio.sendLoginCode({ phone: '+525512345678', channel: 'whatsapp', code: '123456' });
    await twilio.sendLoginCode({ phone: '+525512345678', channel: 'sms', code: '654321' });

    const [whatsapp, sms] = received;
    expect(whatsapp).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:secret-auth-token`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(whatsapp?.form ?? [])).toEqual({
      To: 'whatsapp:+525512345678',
      From: 'whatsapp:+14155238886',
      Body: 'Tu código de Canasta es 123456. Vence en 10 minutos. No lo compartas con nadie.',
    });
    expect(sms?.form.get('To')).toBe('+525512345678');
    expect(sms?.form.get('From')).toBe('+15005550006');
    expect(sms?.form.get('Body')).toContain('654321');
  });

  it('falls back to the configured channel when the other has no sender number', async () => {
    received = [];
    await sender({ sms: '+15005550006' }).sendLoginCode({
      phone: '+525512345678',
      channel: 'whatsapp',
      code: '111111',
    });
    expect(received[0]?.form.get('To')).toBe('+525512345678');
  });

  it("posts an order's notice, its title then its body", async () => {
    received = [];
    answer = { status: 201, body: '{"sid":"SM124"}' };
    await sender({ sms: '+15005550006', whatsapp: '+14155238886' }).sendOrderNotice({
      phone: '+525512345678',
      channel: 'whatsapp',
      title: 'Pedido #000042 en camino',
      body: 'Llega entre 10:00 y 12:00.',
    });
    expect(Object.fromEntries(received[0]?.form ?? [])).toEqual({
      To: 'whatsapp:+525512345678',
      From: 'whatsapp:+14155238886',
      Body: 'Pedido #000042 en camino\nLlega entre 10:00 y 12:00.',
    });
  });

  it('reports a refusal as a delivery error', async () => {
    answer = { status: 400, body: '{"code":21211,"message":"Invalid To Phone Number"}' };
    await expect(
      sender({ sms: '+15005550006' }).sendLoginCode({
        phone: '+525512345678',
        channel: 'sms',
        code: '222222',
      }),
    ).rejects.toThrow(MessageDeliveryError);
  });
});
