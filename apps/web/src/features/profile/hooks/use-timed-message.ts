import { TIMING } from '@prato/core/domain/timing';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/** A message that disappears after 3 s (the profile screen's messages). */
export function useTimedMessage(duration: number = TIMING.profileMessage) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: TimedMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
