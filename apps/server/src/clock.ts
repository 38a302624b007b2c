/** The current time, injectable so tests can move it (expiry, purges, coupon dates). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
