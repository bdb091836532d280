import { getPlan } from '@prato/core/domain/plans';
import {
  CHAT_EMPTY_SUGGESTIONS,
  CHAT_MESSAGES,
  CHAT_SUGGESTIONS,
  CHAT_SUGGESTIONS_LIMIT,
  ChatRequestSchema,
  type ChatMessage,
} from '@prato/core/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, SendHorizontal, Trash2 } from '@/components/icons';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { mySubscriptionQueryOptions, useMySubscription } from '@/api/subscription';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/dialog-form';
import { LoadingState } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { chatErrorMessage, useSendChatMessage } from '../api/send-chat-message';
import { clearChatHistory, readChatHistory, writeChatHistory } from '../hooks/chat-history';
import { ChatBubble } from './chat-bubble';
import { PremiumUnlockCard } from './premium-unlock-card';

const newId = () => crypto.randomUUID();

/** Chat (Assistente Nutricional): premium only; the server checks it too (403). */
export function ChatScreen({ userId }: { userId: string }) {
  const subscription = useMySubscription();
  const [refused, setRefused] = useState(false);
  if (subscription.isPending) return <LoadingState size="page" label="Carregando o assistente..." />;
  const chatEnabled = subscription.data ? getPlan(subscription.data.effectivePlan).limits.aiChatEnabled : true;
  if (!chatEnabled || refused) return <PremiumUnlockCard />;
  return <Conversation userId={userId} onRefused={() => setRefused(true)} />;
}

function Conversation({ userId, onRefused }: { userId: string; onRefused: () => void }) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>(() => readChatHistory(userId));
  const [draft, setDraft] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [streamed, setStreamed] = useState<string | null>(null);
  // Only replies that arrive in this visit are typed out; restored ones appear at once.
  const [typedId, setTypedId] = useState<string | null>(null);
  const send = useSendChatMessage();
  const busy = send.isPending;
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const streamedRef = useRef<string | null>(null);

  useEffect(() => {
    writeChatHistory(userId, messages);
  }, [userId, messages]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages, streamed]);

  function submit(text: string) {
    if (busy) return;
    const parsed = ChatRequestSchema.safeParse({ message: text });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.empty);
      return;
    }
    setFormError(null);
    const message = parsed.data.message;
    const question: ChatMessage = { id: newId(), role: 'user', content: message, timestamp: new Date().toISOString() };
    setMessages((current) => [...current, question]);
    setDraft('');
    setStreamed(null);
    streamedRef.current = null;
    send.mutate(
      {
        message,
        onDelta: (text) => {
          streamedRef.current = text;
          setStreamed(text);
        },
      },
      {
        onSuccess(reply) {
          const answer: ChatMessage = {
            id: newId(),
            role: 'assistant',
            content: reply.reply,
            timestamp: new Date().toISOString(),
            citations: reply.citations,
          };
          // A streamed reply was already shown as it arrived: no second typing.
          setTypedId(streamedRef.current ? null : answer.id);
          setMessages((current) => [...current, answer]);
        },
        onError(error) {
          if (error instanceof ApiError && error.status === 403) {
            void queryClient.invalidateQueries({ queryKey: mySubscriptionQueryOptions().queryKey });
            onRefused();
            return;
          }
          setMessages((current) => [
            ...current,
            {
              id: newId(),
              role: 'assistant',
              content: chatErrorMessage(error),
              timestamp: new Date().toISOString(),
              error: true,
            },
          ]);
        },
        onSettled() {
          setStreamed(null);
          inputRef.current?.focus();
        },
      },
    );
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; not while composing an accented character.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  }

  const empty = messages.length === 0 && !busy;
  const suggestions = CHAT_SUGGESTIONS.slice(0, empty ? CHAT_EMPTY_SUGGESTIONS : CHAT_SUGGESTIONS_LIMIT);

  return (
    <div className="flex min-h-[calc(100dvh-12rem)] flex-col gap-4 md:min-h-[calc(100dvh-6rem)]">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Assistente Nutricional</h1>
          <p className="mt-1 text-sm text-slate-600">
            Respostas com os seus registros e a Tabela TACO. Não substitui um nutricionista.
          </p>
        </div>
        {messages.length > 0 ? <ClearConversation onClear={() => setMessages([])} disabled={busy} /> : null}
      </header>

      <Card className="flex flex-1 flex-col p-0 sm:p-0">
        <div role="log" aria-label="Conversa com o assistente" className="flex-1 space-y-3 overflow-y-auto p-4 sm:p-6">
          {empty ? (
            <div className="flex flex-col items-center gap-4 py-8 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
                <Bot className="size-7" aria-hidden />
              </span>
              <div>
                <h2 className="text-lg font-semibold text-slate-900">Como posso ajudar?</h2>
                <p className="mt-1 text-sm text-slate-600">Escolha uma pergunta ou escreva a sua.</p>
              </div>
              <ul className="grid w-full max-w-xl gap-2 sm:grid-cols-2">
                {suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => submit(question)}
                      className="w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 hover:border-emerald-300 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            messages.map((message) => (
              <ChatBubble
                key={message.id}
                message={message}
                animate={message.id === typedId}
                onTyped={() => setTypedId(null)}
              />
            ))
          )}
          {busy ? (
            streamed ? (
              <ChatBubble
                message={{ id: 'streaming', role: 'assistant', content: streamed, timestamp: '' }}
                animate={false}
                streaming
              />
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
                <span className="inline-flex gap-1" aria-hidden>
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
                </span>
                O assistente está respondendo...
              </p>
            )
          ) : null}
          <div ref={endRef} />
        </div>

        {!empty ? (
          <ul
            aria-label="Perguntas sugeridas"
            className="flex gap-2 overflow-x-auto border-t border-slate-100 px-4 py-2"
          >
            {suggestions.map((question) => (
              <li key={question} className="shrink-0">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => submit(question)}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-3 py-1.5 text-xs text-slate-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <form onSubmit={onSubmit} className="border-t border-slate-200 p-3 sm:p-4" noValidate>
          {formError ? (
            <Alert tone="error" className="mb-2">
              {formError}
            </Alert>
          ) : null}
          <div className="flex items-end gap-2">
            <label htmlFor="chat-message" className="sr-only">
              Sua mensagem
            </label>
            <textarea
              id="chat-message"
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={2100}
              placeholder="Pergunte sobre sua alimentação..."
              aria-describedby="chat-hint"
              className="min-h-12 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
            />
            <Button type="submit" size="icon" className="h-12 w-12" disabled={busy} aria-label="Enviar mensagem">
              <SendHorizontal className="size-5" aria-hidden />
            </Button>
          </div>
          <p id="chat-hint" className="mt-1 text-xs text-slate-500">
            Enter envia; Shift+Enter quebra a linha.
          </p>
        </form>
      </Card>
    </div>
  );
}

function ClearConversation({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <ConfirmButton
      variant="outline"
      size="sm"
      disabled={disabled}
      confirm={{
        title: 'Limpar conversa?',
        description: 'As mensagens desta conversa serão apagadas deste aparelho. Isso não pode ser desfeito.',
        confirmLabel: 'Limpar',
        onConfirm: (close) => {
          clearChatHistory();
          onClear();
          close();
        },
      }}
    >
      <Trash2 className="size-4" aria-hidden />
      Limpar conversa
    </ConfirmButton>
  );
}
