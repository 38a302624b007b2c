import {
  type LoginCodeMessage,
  type MessageSender,
  type OrderNoticeMessage,
  type SenderLog,
  maskPhone,
} from './message-sender';

export interface OutboxEntry extends LoginCodeMessage {
  sent_at: string;
}

export interface SentNotice extends OrderNoticeMessage {
  sent_at: string;
}

const OUTBOX_SIZE = 200;

/**
 * Development and test sender: keeps the last codes in memory for `GET /api/dev/outbox`
 * (DESIGN §7) and logs that a code went out, never the code. Never used in production.
 */
export class DevOutboxSender implements MessageSender {
  readonly name = 'development outbox';
  private readonly entries: OutboxEntry[] = [];
  private readonly noticeEntries: SentNotice[] = [];

  constructor(
    private readonly log: SenderLog,
    private readonly now: () => Date,
  ) {}

  async sendLoginCode(message: LoginCodeMessage): Promise<void> {
    this.entries.unshift({ ...message, sent_at: this.now().toISOString() });
    this.entries.length = Math.min(this.entries.length, OUTBOX_SIZE);
    this.log.info(
      { phone: maskPhone(message.phone), channel: message.channel },
      'login code sent to the development outbox',
    );
  }

  async sendOrderNotice(message: OrderNoticeMessage): Promise<void> {
    this.noticeEntries.unshift({ ...message, sent_at: this.now().toISOString() });
    this.noticeEntries.length = Math.min(this.noticeEntries.length, OUTBOX_SIZE);
    this.log.info(
      { phone: maskPhone(message.phone), channel: message.channel },
      'order notice sent to the development outbox',
    );
  }

  /** The orders' notices sent, newest first (kept apart: the outbox route lists codes). */
  notices(): SentNotice[] {
    return [...this.noticeEntries];
  }

  /** Newest first, optionally for one phone. */
  list(phone?: string): OutboxEntry[] {
    return phone === undefined ? [...this.entries] : this.entries.filter((e) => e.phone === phone);
  }
}
