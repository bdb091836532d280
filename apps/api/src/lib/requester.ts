import type { SubscriptionLike } from '@prato/core/domain/subscription';

/**
 * The signed-in caller as the session check read it: id, time zone and subscription, so the routes
 * that need the effective plan or the local day do not query them again.
 */
export interface Requester {
  id: string;
  timezone: string;
  subscription: SubscriptionLike | null;
}

/** A user id, or the request's caller with what the session check already read. */
export type UserRef = string | Requester;

export const userIdOf = (user: UserRef): string => (typeof user === 'string' ? user : user.id);
