import { TIMING } from '@prato/core/domain/timing';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The profile screen's messages: a success disappears after 3 s; an error stays until the next message
 * (or `clear`), since the person has to read it and act on it.
 */
export function useTimedMessage(duration: number = TIMING.profileMessage) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: TimedMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next.tone !== 'error') timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
