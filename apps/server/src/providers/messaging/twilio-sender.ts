import { z } from 'zod';
import type { LoginChannel } from '@canasta/contract';
import {
  type LoginCodeMessage,
  type MessageSender,
  type OrderNoticeMessage,
  type SenderLog,
  loginCodeText,
  maskPhone,
  orderNoticeText,
} from './message-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  smsFrom: string | undefined;
  whatsappFrom: string | undefined;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiUrl: string;
  /** For the whole call: a shopper waiting for a code is told within this time. */
  timeoutMs: number;
}

const MessageAcceptedSchema = z.object({ sid: z.string().min(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class MessageDeliveryError extends Error {
  override name = 'MessageDeliveryError';
}

/**
 * Twilio's Programmable Messaging API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form
 * encoded `To`, `From`, `Body`, HTTP basic auth with the account SID and auth token. WhatsApp
 * numbers carry the `whatsapp:` prefix. Without a WhatsApp sender, WhatsApp requests go by SMS
 * (and the other way round), so the shopper still gets the code.
 */
export class TwilioSender implements MessageSender {
  readonly name = 'Twilio';

  constructor(
    private readonly settings: TwilioSettings,
    private readonly log: SenderLog,
  ) {}

  async sendLoginCode({ phone, channel, code }: LoginCodeMessage): Promise<void> {
    const sentBy = await this.post(phone, channel, loginCodeText(code));
    this.log.info({ phone: maskPhone(phone), channel: sentBy }, 'login code sent through Twilio');
  }

  async sendOrderNotice({ phone, channel, title, body }: OrderNoticeMessage): Promise<void> {
    const sentBy = await this.post(phone, channel, orderNoticeText(title, body));
    this.log.info({ phone: maskPhone(phone), channel: sentBy }, 'order notice sent through Twilio');
  }

  /** Posts one message; returns the channel it went by. */
  private async post(phone: string, channel: LoginChannel, text: string): Promise<LoginChannel> {
    const { accountSid, authToken, smsFrom, whatsappFrom, apiUrl, timeoutMs } = this.settings;
    const useWhatsapp = (channel === 'whatsapp' && whatsappFrom !== undefined) || !smsFrom;
    const from = useWhatsapp ? `whatsapp:${whatsappFrom ?? ''}` : smsFrom;
    const to = useWhatsapp ? `whatsapp:${phone}` : phone;
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      apiUrl,
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MessageDeliveryError(
        `Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // Twilio's error body names the problem (code, message); it never contains our text.
    const detail = await response.text().catch(() => '');
    if (!response.ok) {
      throw new MessageDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
    }
    // A message Twilio took has a sid. Anything else (a proxy's HTML page, a cut-off answer)
    // means we can't tell the shopper the code is on its way.
    if (!MessageAcceptedSchema.safeParse(parseJson(detail)).success) {
      throw new MessageDeliveryError(`Twilio's answer is not a message: ${detail.slice(0, 100)}`);
    }
    return useWhatsapp ? 'whatsapp' : 'sms';
  }
}
