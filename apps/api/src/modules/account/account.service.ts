import { ACCOUNT_MESSAGES, exportFileName, type AccountExport, type DeleteAccount } from '@prato/core/schemas/account';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { invalid, unauthenticated } from '../../lib/domain-error';
import { localDay } from '../../lib/local-day';
import type { AuthService } from '../auth/auth.service';
import type { AccountRepo } from './account.repo';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';

/** Drops the owner column (the export is all one user's) and lets JSON turn dates into ISO strings. */
function withoutOwner<T extends object>(row: T): Record<string, unknown> {
  const { userId: _userId, ...rest } = row as T & { userId?: unknown };
  return rest;
}

export function createAccountService({
  repo,
  authService,
  now,
}: {
  repo: AccountRepo;
  authService: AuthService;
  now: Clock;
}) {
  return {
    /** LGPD access right: everything the app holds about the user, as one JSON document. */
    async export(caller: Caller): Promise<{ fileName: string; body: AccountExport }> {
      const data = await repo.collect(caller.id);
      if (!data) throw unauthenticated(AUTH_MESSAGES.unauthenticated);
      const at = now();
      const body: AccountExport = {
        exportedAt: at.toISOString(),
        user: { ...data.user, createdAt: data.user.createdAt.toISOString() },
        profile: data.profile ? { ...data.profile } : null,
        avatar: data.avatar
          ? {
              contentType: data.avatar.contentType,
              bytes: data.avatar.data.length,
              base64: data.avatar.data.toString('base64'),
              updatedAt: data.avatar.updatedAt.toISOString(),
            }
          : null,
        subscription: data.subscription ? withoutOwner(data.subscription) : null,
        payments: data.payments.map(withoutOwner),
        paymentEvents: data.paymentEvents.map(withoutOwner),
        meals: data.meals.map(withoutOwner),
        activities: data.activities.map(withoutOwner),
        weights: data.weights.map(withoutOwner),
        hydrationSettings: data.hydrationSettings ? withoutOwner(data.hydrationSettings) : null,
        hydrationIntakes: data.hydrationIntakes.map(withoutOwner),
        goals: data.goals.map(withoutOwner),
        achievements: data.achievements.map(withoutOwner),
        /** "Meus alimentos": composition per 100 g as stored, with the serving of the label. */
        userFoods: data.userFoods.map(withoutOwner),
        /** "Minhas receitas": the ingredients as resolved (food id, name, grams), yield and cooked weight. */
        recipes: data.recipes.map(withoutOwner),
        /** The diary's slots as the person changed them (renamed, hidden, ordered, added; per-slot goals). */
        diarySlots: data.diarySlots.map(withoutOwner),
        /** Favourite meals: name, slot and items (food, grams, measure). */
        favoriteMeals: data.favoriteMeals.map(withoutOwner),
        sessions: data.sessions,
        accessLog: data.accessLog,
        pushSubscriptions: data.pushSubscriptions,
        adminActions: data.adminActions,
        countedRequests: { count: data.countedRequestsCount },
        isAdmin: data.isAdmin,
      };
      return { fileName: exportFileName(localDay(at, caller.timezone).date), body };
    },

    /**
     * LGPD erasure right, confirmed with the password. Deleting the user cascades to every table and
     * session; the answer's headers clear the session cookie.
     */
    async delete(caller: Caller, input: DeleteAccount, headers: Headers) {
      if (!(await authService.verifyPassword(caller, input.password, headers))) {
        throw invalid('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword);
      }
      await repo.deleteUser(caller.id, caller.email);
      const signedOut = await authService.logout(headers);
      return { body: { message: ACCOUNT_MESSAGES.deleted }, headers: signedOut.headers };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
