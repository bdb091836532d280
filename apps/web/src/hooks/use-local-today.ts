import { useEffect, useState } from 'react';
import { localDateIn } from '@/lib/local-day';

/** How often an open screen checks that its "today" is still today. */
const CHECK_MS = 60_000;

/**
 * Today's date (YYYY-MM-DD) in `timeZone`, kept current while the screen stays open: a screen left open
 * over midnight (or a phone woken the next morning, which fires `visibilitychange`) moves to the new day:
 * the diary does not write into yesterday, /home does not show yesterday's summary and tip.
 */
export function useLocalToday(timeZone: string): string {
  const [today, setToday] = useState(() => localDateIn(new Date(), timeZone));
  useEffect(() => {
    const check = () => setToday(localDateIn(new Date(), timeZone));
    check();
    const timer = window.setInterval(check, CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);
  return today;
}
