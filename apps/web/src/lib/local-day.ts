/** The calendar date (YYYY-MM-DD) of an instant in a time zone: a day of the person's profile zone. */
export function localDateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);
}
