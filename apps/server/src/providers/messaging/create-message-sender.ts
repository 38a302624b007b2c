import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { DevOutboxSender } from './dev-outbox-sender';
import type { MessageSender, SenderLog } from './message-sender';
import { TwilioSender } from './twilio-sender';

/** Twilio when configured; otherwise the development outbox (config refuses that in production). */
export function createMessageSender(config: Config, log: SenderLog, clock: Clock): MessageSender {
  if (config.twilio) return new TwilioSender(config.twilio, log);
  return new DevOutboxSender(log, clock);
}
