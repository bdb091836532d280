const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const grams = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1.850" */
export const formatInteger = (value: number) => integer.format(value);
/** "1.850 kcal" */
export const formatKcal = (kcal: number) => `${integer.format(kcal)} kcal`;
/** "42,3 g" */
export const formatGrams = (value: number) => `${grams.format(value)} g`;

/** "ter., 10/06" for a YYYY-MM-DD local date (read as a calendar date, no zone shift). */
export function formatShortDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('pt-BR', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "10/06, 13:00" in the user's profile time zone. */
export function formatMealTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
