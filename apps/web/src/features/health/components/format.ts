const decimal1 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const weightFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24,2" */
export const formatBmi = (bmi: number) => decimal1.format(bmi);
/** "1.850 kcal" */
export const formatKcal = (kcal: number) => `${integer.format(kcal)} kcal`;
/** "70,5 kg" */
export const formatWeight = (kg: number) => `${weightFormat.format(kg)} kg`;
/** "15/06, 07:30" */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** Today as YYYY-MM-DD in the browser's time zone (the value of a date input). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The instant to store for a date picked in a date input: now for today (so it sorts as the newest),
 * noon local time for another day.
 */
export function measuredAtFor(date: string, now: Date = new Date()): string {
  if (date === todayInputValue(now)) return now.toISOString();
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12).toISOString();
}
