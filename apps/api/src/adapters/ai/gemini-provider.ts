import { GoogleGenAI } from '@google/genai';
import { modelProvider, type AiProvider, type AiTextRequest } from './ai-provider';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** Only to point the client elsewhere (tests, proxies); defaults to Google's endpoint. */
  baseUrl?: string;
  timeoutMs: number;
}

/** Gemini through @google/genai (REST `models/{model}:generateContent`), no retries: callers fall back instead. */
export function createGeminiProvider({ apiKey, model, baseUrl, timeoutMs }: GeminiOptions): AiProvider {
  const client = new GoogleGenAI({ apiKey, httpOptions: { ...(baseUrl ? { baseUrl } : {}), timeout: timeoutMs } });
  // 2.5 Flash "thinks" by default and thinking tokens count against maxOutputTokens; our answers are short.
  const thinkingConfig = /2\.5-flash/.test(model) ? { thinkingConfig: { thinkingBudget: 0 } } : {};
  const parameters = (request: AiTextRequest, signal: AbortSignal) => ({
    model,
    contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
    config: {
      ...(request.system ? { systemInstruction: request.system } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.topP !== undefined ? { topP: request.topP } : {}),
      ...(request.maxOutputTokens !== undefined ? { maxOutputTokens: request.maxOutputTokens } : {}),
      ...(request.json ? { responseMimeType: 'application/json' } : {}),
      ...thinkingConfig,
      abortSignal: signal,
    },
  });
  return modelProvider('gemini', timeoutMs, {
    complete: async (request, signal) => (await client.models.generateContent(parameters(request, signal))).text,
    async *pieces(request, signal) {
      // REST `models/{model}:streamGenerateContent?alt=sse`: one candidate chunk per event.
      for await (const chunk of await client.models.generateContentStream(parameters(request, signal))) {
        yield chunk.text;
      }
    },
  });
}
