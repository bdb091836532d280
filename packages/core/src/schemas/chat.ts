import { countOf } from '../domain/plural';
import { z } from './z';
import { textRule } from './input-rules';

/** Chat message schema: 1–2000 characters after trimming, no HTML tags. */
export const CHAT_MESSAGE_LIMITS = { min: 1, max: 2000 } as const;
/** The last 20 messages are kept in local storage (key chatHistory) and restored on open. */
export const CHAT_HISTORY_LIMIT = 20;
export const CHAT_HISTORY_STORAGE_KEY = 'chatHistory';
/** Up to 5 suggested questions; 4 on an empty conversation. */
export const CHAT_SUGGESTIONS_LIMIT = 5;
export const CHAT_EMPTY_SUGGESTIONS = 4;
/** The typed-out reply shows one word every 30 ms; the floating button's badge lasts 5 s. */
export const CHAT_TYPING_MS_PER_WORD = 30;
export const AI_BADGE_MS = 5000;

/** The chat's pt-BR texts (the product's own wording where it has one). */
export const CHAT_MESSAGES = {
  empty: 'Digite uma mensagem.',
  tooLong: `A mensagem pode ter no máximo ${CHAT_MESSAGE_LIMITS.max} caracteres.`,
  html: 'Mensagem contém HTML não permitido',
  unauthenticated: 'Você precisa estar logado para usar o chat.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente para continuar.',
  premiumRequired: 'O assistente nutricional é exclusivo dos planos Premium.',
  rateLimited: 'Você atingiu o limite de uso do assistente. Tente novamente em instantes.',
  /** The assistant's own budget per person ({TEMPO}: chatWaitText of the Retry-After). */
  tooFast: 'Você enviou muitas perguntas seguidas. Aguarde {TEMPO} e tente de novo.',
  dailyLimit: 'Você chegou ao limite de perguntas ao assistente nas últimas 24 horas. Tente de novo daqui a {TEMPO}.',
  busy: 'Ainda estou respondendo às suas perguntas anteriores. Espere a resposta e tente de novo.',
  emptyReply: 'Desculpe, não consegui gerar uma resposta.',
  generic: 'Desculpe, ocorreu um erro ao processar sua mensagem. Por favor, tente novamente.',
  network: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  offTopic:
    'Sou o assistente nutricional do Prato Certo e só consigo ajudar com alimentação, nutrição e saúde. ' +
    'Pergunte, por exemplo, quanta proteína você comeu hoje, quantas calorias tem um alimento ou o que comer na próxima refeição.',
} as const;

/** A wait in words, rounded up to the unit that reads naturally: "1 segundo", "40 segundos", "3 minutos", "5 horas". */
export function chatWaitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return countOf(whole, 'segundo', 'segundos');
  if (whole < 3600) return countOf(Math.ceil(whole / 60), 'minuto', 'minutos');
  return countOf(Math.ceil(whole / 3600), 'hora', 'horas');
}

/** A budget message with its wait filled in. */
export const chatWaitMessage = (message: string, seconds: number) => message.replace('{TEMPO}', chatWaitText(seconds));

/** The suggested questions of the chat screen (every one answered by the local assistant). */
export const CHAT_SUGGESTIONS = [
  'Quanta proteína eu comi hoje?',
  'Quantas calorias ainda posso comer hoje?',
  'Quantas calorias tem 100 g de arroz?',
  'O que posso comer no jantar?',
  'Como está meu peso?',
] as const;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** True when the text holds something a browser would read as an HTML tag or comment. */
export function containsHtml(value: string): boolean {
  return HTML_TAG.test(value);
}

export const ChatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGES.empty })
    .trim()
    .min(CHAT_MESSAGE_LIMITS.min, CHAT_MESSAGES.empty)
    .max(CHAT_MESSAGE_LIMITS.max, CHAT_MESSAGES.tooLong)
    .refine(...textRule)
    .refine((value) => !containsHtml(value), CHAT_MESSAGES.html),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** What a reply answers (the local assistant's intents, plus the canned off-topic redirect). */
export const CHAT_ANSWER_KINDS = [
  'greeting',
  'capabilities',
  'intake_today',
  'intake_week',
  'remaining_today',
  'food_composition',
  'meal_suggestion',
  'weight',
  'water_today',
  'activities',
  'goals',
  'plan_rules',
  'off_topic',
  'unknown',
] as const;
export type ChatAnswerKind = (typeof CHAT_ANSWER_KINDS)[number];

export const ChatReplySchema = z.object({
  /** pt-BR text of the reply; plain text with line breaks. */
  reply: z.string(),
  kind: z.enum(CHAT_ANSWER_KINDS),
  /** 'local': written by the app's own rules; 'ai': prose of the configured model over the same facts. */
  source: z.enum(['local', 'ai']),
  /** Where the numbers come from (e.g. the TACO citation), shown under the reply. */
  citations: z.array(z.string()),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** Chat message, as the browser keeps it (last 20 in local storage). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  citations: z.array(z.string()).optional(),
  error: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
