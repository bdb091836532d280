import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the fake provider: a status with a JSON (or raw) body, or no answer at all. */
export type FakeReply =
  | { status: number; json: unknown }
  | { status: number; raw: string }
  | { hang: true }
  /** A text/event-stream answer: each event's `data:`. */
  | { sse: string[] };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * An LLM provider on 127.0.0.1 that answers in the provider's wire format: the real adapters talk
 * HTTP to it exactly as they would to Google or an OpenAI-compatible server.
 */
export async function startFakeAiServer() {
  const requests: RecordedRequest[] = [];
  const replies: FakeReply[] = [];
  let fallback: FakeReply = { status: 500, json: { error: { message: 'no reply queued' } } };
  // While holding, answers wait in `held` until release(); `open` counts requests not yet closed.
  let holding = false;
  const held: (() => void)[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = createServer((req, res) => {
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    res.on('close', () => {
      open -= 1;
      const index = held.indexOf(answer);
      if (index >= 0) held.splice(index, 1);
    });
    const answer = () => {
      if (res.destroyed) return;
      const reply = replies.shift() ?? fallback;
      if ('hang' in reply) return;
      if ('sse' in reply) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(reply.sse.map((data) => `data: ${data}\n\n`).join(''));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end('raw' in reply ? reply.raw : JSON.stringify(reply.json));
    };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text.
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Queues the next answers, in order. */
    reply(...next: FakeReply[]) {
      replies.push(...next);
    },
    /** From now on, requests wait for release() before they are answered. */
    hold() {
      holding = true;
    },
    /** Answers every waiting request (in arrival order) and stops holding. */
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    /** Requests waiting for release() (a caller that gave up is no longer waiting). */
    get held() {
      return held.length;
    },
    /** Requests whose connection is still open: received and not yet answered, or being answered. */
    get open() {
      return open;
    },
    /** The most requests open at once since the server started. */
    get maxConcurrent() {
      return maxOpen;
    },
    /** The answer once the queue is empty. */
    always(reply: FakeReply) {
      fallback = reply;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeAiServer = Awaited<ReturnType<typeof startFakeAiServer>>;

/** Gemini REST `generateContent` success body. */
export const geminiText = (text: string): FakeReply => ({
  status: 200,
  json: {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: 'gemini-2.5-flash',
  },
});

/** Gemini REST error body (google.rpc.Status). */
export const geminiError = (code: number, status: string, message: string): FakeReply => ({
  status: code,
  json: { error: { code, message, status } },
});

/** OpenAI `chat.completion` success body. */
export const openAiText = (text: string, model = 'llama3.2'): FakeReply => ({
  status: 200,
  json: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  },
});

/** OpenAI error body. */
export const openAiError = (status: number, type: string, message: string): FakeReply => ({
  status,
  json: { error: { message, type, param: null, code: type } },
});

export const malformedJson: FakeReply = { status: 200, raw: '{"candidates": [{"content": ' };

/** OpenAI `chat.completion.chunk` stream of these pieces, ending with [DONE]. */
export const openAiStream = (...pieces: string[]): FakeReply => ({
  sse: [
    ...pieces.map((content, index) =>
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'llama3.2',
        choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }],
      }),
    ),
    '[DONE]',
  ],
});

/** Gemini `streamGenerateContent?alt=sse` events, one candidate chunk per piece. */
export const geminiStream = (...pieces: string[]): FakeReply => ({
  sse: pieces.map((text) =>
    JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] }),
  ),
});
