import type { LoginChannel } from '@canasta/contract';

export interface LoginCodeMessage {
  /** E.164, e.g. +525512345678. */
  phone: string;
  channel: LoginChannel;
  code: string;
}

/** An order's notice (its in-app notification) sent to the customer's phone (decision 054). */
export interface OrderNoticeMessage {
  /** E.164. */
  phone: string;
  channel: LoginChannel;
  title: string;
  body: string;
}

/** The part of the logger senders use (they log that a code went out, never the code). */
export interface SenderLog {
  info(details: object, message: string): void;
}

/**
 * Delivers sign-in codes (in the request: the shopper is waiting) and orders' notices (from the
 * background work: a slow provider never slows an order). One adapter per provider, chosen at
 * start from configuration.
 */
export interface MessageSender {
  readonly name: string;
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
  sendOrderNotice(message: OrderNoticeMessage): Promise<void>;
}

/** The Spanish text of a sign-in code message. */
export function loginCodeText(code: string): string {
  return `Tu código de Canasta es ${code}. Vence en 10 minutos. No lo compartas con nadie.`;
}

/** The Spanish text of an order's notice: its title, then what happened. */
export function orderNoticeText(title: string, body: string): string {
  return `${title}\n${body}`;
}

/** A phone for logs: enough to tell requests apart, not enough to identify anyone. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}•••${phone.slice(-2)}`;
}
