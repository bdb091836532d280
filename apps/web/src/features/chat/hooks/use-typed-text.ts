import { CHAT_TYPING_MS_PER_WORD } from '@prato/core/schemas/chat';
import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The reply appears one word every 30 ms; at once with prefers-reduced-motion or when not animated. */
export function useTypedText(text: string, animate: boolean): { shown: string; done: boolean } {
  const words = text.split(/(\s+)/u);
  const total = words.length;
  const instant = !animate || prefersReducedMotion();
  const [count, setCount] = useState(instant ? total : 0);
  useEffect(() => {
    if (instant || count >= total) return;
    const timer = window.setTimeout(() => setCount((current) => Math.min(total, current + 2)), CHAT_TYPING_MS_PER_WORD);
    return () => window.clearTimeout(timer);
  }, [instant, count, total]);
  const visible = instant ? total : count;
  return { shown: words.slice(0, visible).join(''), done: visible >= total };
}
