import webpush from 'web-push';

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

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): `web-push`
 * builds the encrypted request, `fetch` sends it with a bounded wait.
 */
export function createWebPushSender(vapid: VapidKeys, timeoutMs = 10_000): PushSender {
  return {
    async send(target, payload, options) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'high',
            ...(options.topic ? { topic: options.topic } : {}),
          },
        );
      } catch (error) {
        // A subscription whose keys cannot encrypt (a malformed public key) will never work.
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.ok) return { kind: 'delivered' };
        if (response.status === 404 || response.status === 410) return { kind: 'gone' };
        return { kind: 'failed', reason: `push service answered ${response.status}` };
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
