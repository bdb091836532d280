import { useEffect, useState } from 'react';
import { dateIn } from '../lib/dates';

/** How often an open screen checks that its "today" is still today. */
const CHECK_MS = 60_000;

/**
 * Today's date (YYYY-MM-DD) in `timeZone`, kept current while the screen stays open: a diary left open
 * over midnight (or a phone woken the next morning, which fires `visibilitychange`) moves to the new day
 * instead of writing into yesterday.
 */
export function useLocalToday(timeZone: string): string {
  const [today, setToday] = useState(() => dateIn(new Date(), timeZone));
  useEffect(() => {
    const check = () => setToday(dateIn(new Date(), timeZone));
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
