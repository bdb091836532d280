import { CHAT_MESSAGES, ChatReplySchema, type ChatReply } from '@prato/core/schemas/chat';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export interface SendChatMessageInput {
  message: string;
  /** Called with the whole text received so far while a model streams its answer. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** Chat: the text shown for a failed request. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return CHAT_MESSAGES.sessionExpired;
    if (error.code === 'NETWORK_ERROR') return CHAT_MESSAGES.network;
    if (error.status === 0 || error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE')
      return CHAT_MESSAGES.generic;
    return error.message;
  }
  return CHAT_MESSAGES.generic;
}

async function errorOf(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const parsed = ApiErrorSchema.safeParse(payload);
  return parsed.success
    ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(response.status, 'HTTP_ERROR', CHAT_MESSAGES.generic);
}

/** Reads `event:`/`data:` blocks of a text/event-stream body. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/gu, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * POST /api/chat. The server answers JSON (the local assistant, the off-topic redirect, errors) or,
 * when a model streams, text/event-stream: `delta` events with text, then `done` with the whole
 * reply, or `error` with the API's error shape.
 */
export async function sendChatMessage({ message, onDelta, signal }: SendChatMessageInput): Promise<ChatReply> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/chat', window.location.origin), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message }),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', CHAT_MESSAGES.network);
  }
  if (!response.ok) throw await errorOf(response);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const parsed = ChatReplySchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', CHAT_MESSAGES.generic);
    return parsed.data;
  }
  let text = '';
  for await (const { event, data } of serverSentEvents(response.body)) {
    const payload: unknown = JSON.parse(data);
    if (event === 'delta') {
      text += (payload as { text?: string }).text ?? '';
      onDelta?.(text);
    } else if (event === 'done') {
      const parsed = ChatReplySchema.safeParse(payload);
      if (!parsed.success) break;
      return parsed.data;
    } else if (event === 'error') {
      const parsed = ApiErrorSchema.safeParse(payload);
      throw new ApiError(
        502,
        parsed.success ? parsed.data.error.code : 'AI_FAILED',
        parsed.success ? parsed.data.error.message : CHAT_MESSAGES.generic,
      );
    }
  }
  throw new ApiError(502, 'INVALID_RESPONSE', CHAT_MESSAGES.generic);
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
