import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KiwifyRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A forced answer for the next matching call (e.g. a 429 with Retry-After, or a 503). */
export interface KiwifyFailure {
  status: number;
  headers?: Record<string, string>;
}

/**
 * Kiwify's public API on 127.0.0.1 as docs/integrations/kiwify.md describes it: OAuth client
 * credentials, the account header on every call, paginated sales. Tests put sales in `sales` and
 * queue failures; the real adapter talks HTTP to it.
 */
export async function startFakeKiwify(options: { clientId: string; clientSecret: string; accountId: string }) {
  const requests: KiwifyRequest[] = [];
  const sales: Record<string, unknown>[] = [];
  const failures: KiwifyFailure[] = [];
  let tokens = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      };
      const failure = failures.shift();
      if (failure) return send(failure.status, { error: 'forced' }, failure.headers);

      if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
          return send(401, { error: 'invalid_client' });
        }
        tokens += 1;
        return send(200, { access_token: `token-${tokens}`, token_type: 'Bearer', expires_in: 3600 });
      }
      const authorized =
        req.headers.authorization === `Bearer token-${tokens}` &&
        req.headers['x-kiwify-account-id'] === options.accountId;
      if (!authorized) return send(401, { error: 'unauthorized' });
      if (req.method === 'GET' && url.pathname === '/v1/sales') {
        const page = Number(url.searchParams.get('page_number') ?? '1');
        const size = Number(url.searchParams.get('page_size') ?? '10');
        const start = url.searchParams.get('start_date') ?? '';
        const end = url.searchParams.get('end_date') ?? '';
        const inRange = sales.filter((sale) => {
          const day = String(sale.approved_date ?? sale.created_at ?? '').slice(0, 10);
          return day >= start && day <= end;
        });
        return send(200, {
          pagination: { count: inRange.length, page_number: page, page_size: size },
          data: inRange.slice((page - 1) * size, page * size),
        });
      }
      return send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sales,
    /** The next calls answer these statuses, in order, whatever they ask. */
    fail(...next: KiwifyFailure[]) {
      failures.push(...next);
    },
    /** Invalidates the issued token (the next call gets a 401, as when Kiwify expires it early). */
    revokeTokens() {
      tokens += 1000;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeKiwify = Awaited<ReturnType<typeof startFakeKiwify>>;
