import { PUSH_MESSAGES, type PushSubscriptionInput } from '@prato/core/schemas/push';
import { generateVapidKeys, type VapidKeys } from '../../adapters/push/web-push-sender';
import { invalid } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { PushRepo } from './push.repo';

/**
 * The push services browsers subscribe with, the only hosts a push may go to (`*.` = any host under
 * that domain, never the domain itself):
 * - `fcm.googleapis.com`: Firebase Cloud Messaging, for Chrome and the Chromium browsers (Edge outside
 *   Windows, Opera, Samsung Internet, Brave), endpoints `/fcm/send/…` and `/wp/…`. The pre-VAPID
 *   `android.googleapis.com/gcm/send/…` is not listed: a subscription made with an application server
 *   key (ours always is) never gets one, and that service is shut down.
 * - `*.push.services.mozilla.com`: Mozilla autopush, for Firefox (`updates.push.services.mozilla.com`).
 * - `*.notify.windows.com`: Windows Push Notification Services, for Edge on Windows (`wns2-….notify.windows.com`).
 * - `*.push.apple.com`: Apple Push Notification service, for Safari on macOS 13+ and iOS/iPadOS 16.4+
 *   web apps (`web.push.apple.com`).
 * PUSH_ALLOWED_HOSTS adds hosts in the same form (a self-hosted autopush, a service not listed yet).
 */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const;

/** How a test suite's stand-in push service on this machine is addressed (NODE_ENV=test only). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface EndpointPolicy {
  /** Also accept http/https to this machine's loopback by name or address: the test suite's local push service. */
  allowLoopback: boolean;
  /** Hosts accepted beside BROWSER_PUSH_SERVICES, same form (PUSH_ALLOWED_HOSTS). */
  extraHosts?: readonly string[];
}

/** Whether `host` (lower-case, as `URL` gives it) is `pattern`: an exact name, or `*.domain` for any name under it. */
function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : host === pattern;
}

/**
 * Where the server may POST a push: an https endpoint on a push service browsers use. The endpoint
 * comes from the browser, and the server must not be made to call into its own network; a list of
 * known hosts refuses, before anything is stored, names that resolve to an internal address
 * (`localhost.`, `metadata.google.internal`) and IP addresses in any spelling (`2130706433`, `0x7f.1`,
 * `[::ffff:127.0.0.1]`: `URL` turns them into addresses, which are not on the list). The sender checks
 * the resolved address again at each send (decision 020).
 */
export function acceptableEndpoint(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:') return false;
  const hosts = [...BROWSER_PUSH_SERVICES, ...(policy.extraHosts ?? [])];
  return hosts.some((pattern) => hostMatches(url.hostname, pattern));
}

/** The VAPID key pair: from the environment, else generated once and kept in the database for every instance. */
export async function resolveVapidKeys(
  repo: Pick<PushRepo, 'secret'>,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const stored = JSON.parse(await repo.secret('vapid', () => JSON.stringify(generateVapidKeys()))) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}

export function createPushService({
  repo,
  vapid,
  endpoints,
}: {
  repo: PushRepo;
  vapid: VapidKeys;
  /** Which push services a browser subscription may point to. */
  endpoints: EndpointPolicy;
}) {
  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    async subscribe(caller: Caller, subscription: PushSubscriptionInput) {
      if (!acceptableEndpoint(subscription.endpoint, endpoints)) {
        throw invalid('INVALID_PUSH_SUBSCRIPTION', PUSH_MESSAGES.invalidSubscription);
      }
      await repo.upsert(caller.id, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    },

    async unsubscribe(caller: Caller, endpoint: string) {
      await repo.remove(caller.id, endpoint);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
