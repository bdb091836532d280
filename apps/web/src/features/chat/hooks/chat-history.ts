import {
  CHAT_HISTORY_LIMIT,
  CHAT_HISTORY_STORAGE_KEY,
  ChatMessageSchema,
  type ChatMessage,
} from '@prato/core/schemas/chat';
import { z } from 'zod';

/**
 * The last 20 chat messages live in local storage under `chatHistory`. The owner's id is
 * stored with them, so another account signed in on the same browser never sees them.
 */
const StoredHistorySchema = z.object({ userId: z.string(), messages: z.array(ChatMessageSchema) });

export function readChatHistory(userId: string): ChatMessage[] {
  try {
    const raw = window.localStorage.getItem(CHAT_HISTORY_STORAGE_KEY);
    if (!raw) return [];
    const parsed = StoredHistorySchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userId !== userId) return [];
    return parsed.data.messages.slice(-CHAT_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

export function writeChatHistory(userId: string, messages: readonly ChatMessage[]): void {
  try {
    if (messages.length === 0) {
      window.localStorage.removeItem(CHAT_HISTORY_STORAGE_KEY);
      return;
    }
    const stored = { userId, messages: messages.slice(-CHAT_HISTORY_LIMIT) };
    window.localStorage.setItem(CHAT_HISTORY_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it is just not kept.
  }
}

export function clearChatHistory(): void {
  try {
    window.localStorage.removeItem(CHAT_HISTORY_STORAGE_KEY);
  } catch {
    // Nothing kept to clear.
  }
}
