const format = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as the store's messages say it: "sábado, 29 de noviembre de 2026". */
export function longDate(date: string): string {
  return format.format(new Date(`${date}T12:00:00Z`));
}
