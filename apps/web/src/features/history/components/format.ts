/** "13:00" in the user's profile time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** "Terça-feira, 10/06/2025" for a YYYY-MM-DD calendar date. */
export function formatDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const text = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
