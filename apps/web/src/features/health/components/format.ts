import { instantAt, localDateIn } from '@/lib/local-day';

const decimal1 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const weightFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "24,2" */
export const formatBmi = (bmi: number) => decimal1.format(bmi);
/** "1.850 kcal" */
export const formatKcal = (kcal: number) => `${integer.format(kcal)} kcal`;
/** "70,5 kg" */
export const formatWeight = (kg: number) => `${weightFormat.format(kg)} kg`;
/** "15/06, 07:30" in the person's zone. */
export const formatDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/**
 * The instant to store for a day picked in the weight form, a day of the person's zone: now for today
 * (so it sorts as the newest), noon of that day in the zone for another day, which is that day wherever
 * the device's clock is set.
 */
export function measuredAtFor(date: string, timeZone: string, now: Date = new Date()): string {
  if (date === localDateIn(now, timeZone)) return now.toISOString();
  return instantAt(date, '12:00', timeZone).toISOString();
}
