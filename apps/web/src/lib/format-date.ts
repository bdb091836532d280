const DATE_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateFormat = new Intl.DateTimeFormat('pt-BR', DATE_PARTS);
const shortDay = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** '15/03/2025' in `timeZone` (the browser's when not given), or '—' when there is no date. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return (timeZone ? new Intl.DateTimeFormat('pt-BR', { ...DATE_PARTS, timeZone }) : dateFormat).format(date);
}

/** "15/06, 07:30" in `timeZone` (the person's profile zone). */
export function formatDayTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** "25/11" for a calendar date (YYYY-MM-DD), read as that day whatever the zone. */
export function formatShortDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return shortDay.format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** "10/06/2025, 13:00" in `timeZone` (the browser's when not given). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
