import { isIP } from 'node:net';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '@prato/core/schemas/push';
import { generateVapidKeys, type VapidKeys } from '../../adapters/push/web-push-sender';
import { badRequest } from '../../lib/http-error';
import { userIdOf, type UserRef } from '../../lib/requester';
import type { PushRepo } from './push.repo';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the server may POST a push: an https push service; plain http only to this machine outside
 * production (a local push service in tests). Never a private address: the endpoint comes from the
 * browser, and the server must not be made to call into its own network.
 */
export function acceptableEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return !production && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return !production && LOOPBACK_HOSTS.has(url.hostname);
  return !LOOPBACK_HOSTS.has(host) || !production;
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

export function createPushService(repo: PushRepo, vapid: VapidKeys, options: { production: boolean }) {
  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    async subscribe(user: UserRef, subscription: PushSubscriptionInput) {
      if (!acceptableEndpoint(subscription.endpoint, options.production)) {
        throw badRequest('INVALID_PUSH_SUBSCRIPTION', PUSH_MESSAGES.invalidSubscription);
      }
      await repo.upsert(userIdOf(user), {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    },

    async unsubscribe(user: UserRef, endpoint: string) {
      await repo.remove(userIdOf(user), endpoint);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
