import type { ChatMessage } from '@prato/core/schemas/chat';
import { Bot } from '@/components/icons';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { useTypedText } from '../hooks/use-typed-text';

interface ChatBubbleProps {
  message: ChatMessage;
  /** Type the reply out (30 ms per word). */
  animate: boolean;
  onTyped?: () => void;
  /** Text still arriving from the model. */
  streaming?: boolean;
}

export function ChatBubble({ message, animate, onTyped, streaming = false }: ChatBubbleProps) {
  const { shown, done } = useTypedText(message.content, animate);
  useEffect(() => {
    if (animate && done) onTyped?.();
  }, [animate, done, onTyped]);
  if (message.role === 'user')
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-emerald-700 px-4 py-2.5 text-sm text-white">
          <span className="sr-only">Você: </span>
          {message.content}
        </p>
      </div>
    );
  const typing = streaming || !done;
  return (
    <div className="flex items-start gap-2">
      <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <Bot className="size-4" aria-hidden />
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-tl-md px-4 py-2.5 text-sm',
          message.error ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800',
        )}
        {...(message.error ? { role: 'alert' } : {})}
        aria-busy={typing}
      >
        <span className="sr-only">Assistente: </span>
        {/* The whole text for screen readers once; the typed-out copy is visual only. */}
        <p className="whitespace-pre-wrap break-words" aria-hidden={typing}>
          {shown}
        </p>
        {typing ? <span className="sr-only">{message.content}</span> : null}
        {done && !streaming && message.citations && message.citations.length > 0 ? (
          <p className="mt-2 text-xs text-slate-600">{message.citations.join(' · ')}</p>
        ) : null}
      </div>
    </div>
  );
}
