import { z } from './z';

/** Web Push: a browser's subscription as `PushSubscription.toJSON()` gives it, and the server's public key. */

export const PUSH_MESSAGES = {
  invalidSubscription: 'Inscrição de notificações inválida. Ative as notificações novamente.',
} as const;

const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.invalidSubscription)
    .refine((value) => {
      const length = value.replace(/=+$/, '').length;
      return Math.floor((length * 3) / 4) === bytes;
    }, PUSH_MESSAGES.invalidSubscription);

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.invalidSubscription }).max(2048, PUSH_MESSAGES.invalidSubscription),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key (65 bytes, uncompressed). */
      p256dh: base64url(65),
      /** The 16-byte authentication secret. */
      auth: base64url(16),
    },
    { error: PUSH_MESSAGES.invalidSubscription },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.invalidSubscription }).max(2048, PUSH_MESSAGES.invalidSubscription),
});

export const PushPublicKeySchema = z.object({ publicKey: z.string() });
