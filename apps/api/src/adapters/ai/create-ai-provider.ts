import type { Env } from '../../env';
import type { AiProvider } from './ai-provider';
import { createGeminiProvider } from './gemini-provider';
import { createLocalProvider } from './local-provider';
import { createOpenAiProvider } from './openai-provider';

/** The adapter named by AI_PROVIDER; env.ts has already checked that its settings are present. */
export function createAiProvider(env: Env): AiProvider {
  switch (env.AI_PROVIDER) {
    case 'gemini':
      return createGeminiProvider({
        apiKey: env.GEMINI_API_KEY ?? '',
        model: env.GEMINI_MODEL,
        ...(env.GEMINI_BASE_URL ? { baseUrl: env.GEMINI_BASE_URL } : {}),
        timeoutMs: env.AI_TIMEOUT_MS,
      });
    case 'openai':
      return createOpenAiProvider({
        baseUrl: env.OPENAI_BASE_URL ?? '',
        model: env.OPENAI_MODEL ?? '',
        ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
        timeoutMs: env.AI_TIMEOUT_MS,
      });
    case 'local':
      return createLocalProvider();
  }
}
