import OpenAI from 'openai';
import { modelProvider, type AiProvider, type AiTextRequest } from './ai-provider';

export interface OpenAiOptions {
  /** Any OpenAI-compatible server: https://api.openai.com/v1, Ollama's http://127.0.0.1:11434/v1, vLLM, llama.cpp… */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Chat completions through the openai SDK, no retries: callers fall back instead. */
export function createOpenAiProvider({ baseUrl, apiKey, model, timeoutMs }: OpenAiOptions): AiProvider {
  // The SDK refuses an empty key; servers without authentication ignore the header.
  const client = new OpenAI({ baseURL: baseUrl, apiKey: apiKey ?? 'sem-chave', timeout: timeoutMs, maxRetries: 0 });
  const body = (request: AiTextRequest) => ({
    model,
    messages: [
      ...(request.system ? [{ role: 'system' as const, content: request.system }] : []),
      { role: 'user' as const, content: request.prompt },
    ],
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.topP !== undefined ? { top_p: request.topP } : {}),
    ...(request.maxOutputTokens !== undefined ? { max_tokens: request.maxOutputTokens } : {}),
    ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
  });
  return modelProvider('openai', timeoutMs, {
    complete: async (request, signal) =>
      (await client.chat.completions.create(body(request), { signal })).choices?.[0]?.message?.content,
    async *pieces(request, signal) {
      // Server-sent `chat.completion.chunk`s ending with [DONE].
      const stream = await client.chat.completions.create({ ...body(request), stream: true }, { signal });
      for await (const chunk of stream) yield chunk.choices?.[0]?.delta?.content;
    },
  });
}
