// A small keep-alive HTTP client (node:http, cheaper per request than fetch on a loaded machine) with
// the request shape of Fastify's inject: send({ method, url, headers, payload }).
import http, { type IncomingHttpHeaders } from 'node:http';

export interface SendRequest {
  method: string;
  /** Path and query ('/api/meals?from=…'), or an absolute URL. */
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as is (set content-type yourself). */
  payload?: unknown;
}

export interface SendResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

export type Send = (request: SendRequest) => Promise<SendResponse>;

export interface ClientOptions {
  /** Sockets kept per host; requests beyond it queue in the agent. */
  maxSockets?: number;
  timeoutMs?: number;
}

/** `send` against one base URL; network failures reject (ECONNRESET, ECONNREFUSED, timeout). */
export function createClient(baseUrl: string, options: ClientOptions = {}): { send: Send; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = new URL(baseUrl);
  const send: Send = ({ method, url, headers = {}, payload }) =>
    new Promise((resolve, reject) => {
      // A path goes on the wire exactly as given (no URL normalization: the sweeps send malformed and
      // percent-encoded paths on purpose); an absolute URL is parsed.
      const target = url.startsWith('/')
        ? { protocol: base.protocol, hostname: base.hostname, port: base.port, path: url }
        : new URL(url);
      const outgoing: Record<string, string> = { ...headers };
      let body: Buffer | undefined;
      if (payload !== undefined) {
        if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = Buffer.from(payload);
        else {
          body = Buffer.from(JSON.stringify(payload));
          if (!Object.keys(outgoing).some((key) => key.toLowerCase() === 'content-type'))
            outgoing['content-type'] = 'application/json';
        }
        outgoing['content-length'] = String(body.length);
      }
      const request = http.request(
        {
          ...(target instanceof URL ? urlOptions(target) : target),
          method,
          headers: outgoing,
          agent,
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

function urlOptions(url: URL) {
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}` };
}

/** `name=value; name2=value2` from a response's set-cookie headers. */
export function cookieOf(response: SendResponse): string {
  const setCookie = response.headers['set-cookie'] ?? [];
  return setCookie
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The address this simulated user comes from (X-Forwarded-For; the app trusts the proxy header). */
  ip: string;
}

/** POST /api/auth/register and keep the session cookie it sets. */
export async function signUp(
  send: Send,
  email: string,
  ip: string,
  password = 'segredo-bench-1',
): Promise<SignedUpUser> {
  const response = await send({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: { fullName: 'Usuario Bench', email, password, confirmPassword: password, acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up of ${email}: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } | null }>();
  const cookie = cookieOf(response);
  if (!user || !cookie) throw new Error(`sign-up of ${email} did not sign in: ${response.body}`);
  return { id: user.id, email, password, cookie, ip };
}

/** A distinct private address per simulated user: 10.x.y.z from an index. */
export function ipOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Runs `work` over items with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
