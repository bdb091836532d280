import type { SubscriptionLike } from '@prato/core/domain/subscription';
import type { SessionUser } from '@prato/core/schemas/auth';

/**
 * Who is asking: the signed-in person as the session check read them (the user the API shows, plus
 * the time zone and subscription), built once by the guard (`request.caller`, `currentCaller`). Every
 * service method a route calls on that person's behalf takes it as its first parameter, named
 * `caller`, and passes it on to the services it calls (decision 042). Work done for someone who is
 * not asking (an admin acting on an account, a job, a webhook) names that person `targetUserId` or
 * `subjectId` instead: a Caller is never made up outside the session check.
 */
export interface Caller extends SessionUser {
  /** The IANA time zone of the person's local day (the default zone when they never set one). */
  timezone: string;
  /** The subscription row the session check read (null: none yet, the free plan). */
  subscription: SubscriptionLike | null;
}

/** The caller as the API shows a user (the session answers): without the time zone and subscription. */
export function sessionUserOf(caller: Caller): SessionUser {
  return {
    id: caller.id,
    email: caller.email,
    fullName: caller.fullName,
    emailVerified: caller.emailVerified,
    isAdmin: caller.isAdmin,
  };
}
