import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import {
  classifyAddress,
  resolveOutboundAddress,
  type HostLookup,
  type OutboundAddressPolicy,
  type ResolvedAddress,
} from '../../lib/outbound-address';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `delivered`: the push service took it; `gone`: 404/410, the subscription is dead; `failed`: anything else. */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, payload: string, options: { ttlSeconds: number; topic?: string }): Promise<PushOutcome>;
}

export interface WebPushSenderOptions extends OutboundAddressPolicy {
  /** Bound of one push: the lookup, the connection and the answer together. */
  timeoutMs?: number;
  /** Resolves a push service's host name (tests); default the operating system's `dns.lookup`. */
  lookup?: HostLookup;
}

/** A `lookup` for `net.connect` that answers the one address already checked: the socket never resolves again. */
function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** `promise`, or a rejection once `signal` aborts (a DNS lookup cannot be cancelled, only stopped waiting for). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): `web-push`
 * builds the encrypted request, and this sends it with a bounded wait. The endpoint came from a
 * browser, so before each send its host is resolved and every address checked (lib/outbound-address.ts),
 * and the request goes to the checked address: TLS still verifies the certificate against the host
 * name (SNI), and redirects are not followed. Plain http only to an allowed loopback (the test suite's
 * local push service).
 */
export function createWebPushSender(vapid: VapidKeys, options: WebPushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Sockets kept alive by these agents were each opened to an address checked when it was opened.
  const agents = { 'https:': new https.Agent({ keepAlive: true }), 'http:': new http.Agent({ keepAlive: true }) };
  const policy: OutboundAddressPolicy = { allowLoopback: options.allowLoopback };

  async function post(
    url: URL,
    pinned: Extract<ResolvedAddress, { ok: true }>,
    details: ReturnType<typeof webpush.generateRequestDetails>,
    signal: AbortSignal,
  ): Promise<number> {
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method: details.method,
          headers: details.headers as http.OutgoingHttpHeaders,
          agent: agents[url.protocol as 'https:' | 'http:'],
          lookup: pinnedLookup(pinned),
          signal,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }

  return {
    async send(target, payload, sendOptions) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: sendOptions.ttlSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'high',
            ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          },
        );
      } catch (error) {
        // A subscription whose keys cannot encrypt (a malformed public key) will never work.
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      // Reasons name the host at most: the endpoint's path is the subscription's secret.
      const url = new URL(details.endpoint);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return { kind: 'failed', reason: `push endpoint scheme ${url.protocol} refused` };
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const pinned = await untilAborted(resolveOutboundAddress(url.hostname, policy, options.lookup), signal);
        if (!pinned.ok) return { kind: 'failed', reason: pinned.reason };
        if (url.protocol === 'http:' && classifyAddress(pinned.address) !== 'loopback') {
          return { kind: 'failed', reason: `plain http to ${url.hostname} refused` };
        }
        const status = await post(url, pinned, details, signal);
        if (status >= 200 && status < 300) return { kind: 'delivered' };
        if (status === 404 || status === 410) return { kind: 'gone' };
        return { kind: 'failed', reason: `push service answered ${status}` };
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
