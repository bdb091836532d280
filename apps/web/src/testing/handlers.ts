import type { SessionUser } from '@prato/core/schemas/auth';
import { buildPlans, planOffers, type PlanOverrides } from '@prato/core/domain/plans';
import type { HomeSummary } from '@prato/core/schemas/home';
import { nutrientItems, type NutrientPortion } from '@prato/core/domain/nutrient-summary';
import { NUTRIENT_TARGETS_CITATION, type TargetPerson } from '@prato/core/domain/nutrient-targets';
import type { NutrientDay } from '@prato/core/schemas/nutrients';
import type { Profile } from '@prato/core/schemas/profile';
import type { MySubscription } from '@prato/core/schemas/subscription';
import type { RecipeSummary } from '@prato/core/schemas/recipes';
import type { LabelNutrientId, UserFood } from '@prato/core/schemas/user-foods';
import { SESSION_HINT_COOKIE } from '@prato/core/domain/session-in-page';
import { http, HttpResponse } from 'msw';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'maria@example.com',
    fullName: 'Maria Silva',
    emailVerified: true,
    isAdmin: false,
    ...overrides,
  };
}

export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** The session cookie's readable companion, as the server sets it beside the session (lib/session-hint.ts). */
export function keepSessionCookie(kept: boolean): void {
  document.cookie = kept ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}

export const signedIn = (user: SessionUser = makeUser()) =>
  http.get('/api/auth/session', () => {
    keepSessionCookie(true);
    return HttpResponse.json({ user });
  });

export const signedOut = () =>
  http.get('/api/auth/session', () => {
    keepSessionCookie(false);
    return apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado');
  });

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'maria@example.com',
    fullName: 'Maria Silva',
    phone: null,
    avatarUrl: null,
    weight: 68,
    height: 165,
    age: 32,
    gender: 'female',
    activityLevel: 'lightly_active',
    healthGoals: 'maintain',
    dietaryPreferences: null,
    allergies: null,
    breakfastCalories: 400,
    lunchCalories: 600,
    dinnerCalories: 600,
    snackCalories: 200,
    snackQuantity: 1,
    timezone: 'America/Sao_Paulo',
    onboardingCompleted: true,
    ...overrides,
  };
}

export const withProfile = (profile: Profile = makeProfile()) =>
  http.get('/api/profile', () => HttpResponse.json(profile));

/** GET /api/recipes ("Minhas receitas"); none by default. */
export const withRecipes = (recipes: RecipeSummary[] = []) =>
  http.get('/api/recipes', () => HttpResponse.json({ recipes }));

/** GET /api/user-foods ("Meus alimentos"); none by default. */
export const withUserFoods = (foods: UserFood[] = []) =>
  http.get('/api/user-foods', () => HttpResponse.json({ foods }));

/** A label that declares only energy and macronutrients: its other values are unknown. */
const NO_LABEL_NUTRIENTS = {
  saturatedFat: null,
  transFat: null,
  addedSugars: null,
  sodium: null,
  calcium: null,
  iron: null,
} satisfies Record<LabelNutrientId, null>;

export function makeUserFood(overrides: Partial<UserFood> = {}): UserFood {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
    name: 'Iogurte grego Marca X',
    kind: 'dairy',
    basis: 'serving',
    serving: { label: 'pote', grams: 170 },
    per100g: { kcal: 81.76, carbs: 6.47, protein: 5.88, fat: 3.59, fiber: 0, ...NO_LABEL_NUTRIENTS },
    perServing: { kcal: 139, carbs: 11, protein: 10, fat: 6.1, fiber: 0, ...NO_LABEL_NUTRIENTS },
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeHomeSummary(overrides: Partial<HomeSummary> = {}): HomeSummary {
  const dates = ['2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08', '2025-06-09', '2025-06-10'];
  return {
    date: '2025-06-10',
    localHour: 9,
    isPremium: false,
    goal: 1800,
    today: { calories: 0, protein: 0, carbs: 0, fat: 0, meals: 0, activities: 0, burned: 0 },
    week: dates.map((date) => ({ date, calories: 0, burned: 0, goal: 1800 })),
    latestMeals: [],
    ...overrides,
  };
}

export const withHomeSummary = (summary: HomeSummary = makeHomeSummary()) =>
  http.get('/api/home', () => HttpResponse.json(summary));

/** Maria's targets (makeProfile: a woman of 32 with 400 + 600 + 600 + 200 kcal of meal goals). */
export const MARIA_TARGETS: TargetPerson = { sex: 'female', age: 32, energyKcal: 1800 };

/**
 * GET /api/nutrients/day's answer for these portions (the server sums a day with the same function);
 * no portion: a day without meals.
 */
export function makeNutrientDay(
  portions: readonly NutrientPortion[] = [],
  overrides: Partial<NutrientDay> = {},
): NutrientDay {
  return {
    date: '2025-06-10',
    items: nutrientItems(portions, MARIA_TARGETS),
    mealCount: portions.length > 0 ? 1 : 0,
    citation: NUTRIENT_TARGETS_CITATION,
    ...overrides,
  };
}

/** GET /api/nutrients/day: this day whatever the date asked (by default a day without meals). */
export const withNutrientDay = (day: NutrientDay = makeNutrientDay()) =>
  http.get('/api/nutrients/day', () => HttpResponse.json(day));

/** The signed-in shell syncs payments: nothing to persist unless a test says so. */
export const withPaymentSync = (subscriptionsPersisted = 0) =>
  http.post('/api/payments/sync', () => HttpResponse.json({ success: true, result: { subscriptionsPersisted } }));

export function makeSubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    subscription: { plan: 'free', status: 'active', currentPeriodStart: null, currentPeriodEnd: null },
    effectivePlan: 'free',
    isPremium: false,
    isExpired: false,
    isExpiringSoon: false,
    daysRemaining: null,
    statusMessage: 'Plano Gratuito',
    ...overrides,
  };
}

export const premiumSubscription = () =>
  makeSubscription({
    subscription: {
      plan: 'premium_monthly',
      status: 'active',
      currentPeriodStart: '2025-06-01T00:00:00.000Z',
      currentPeriodEnd: '2030-01-01T00:00:00.000Z',
    },
    effectivePlan: 'premium_monthly',
    isPremium: true,
    daysRemaining: 30,
    statusMessage: 'Premium Mensal',
  });

export const withSubscription = (subscription: MySubscription = makeSubscription()) =>
  http.get('/api/me/subscription', () => HttpResponse.json(subscription));

/** GET /api/plans: the default catalogue, or an installation's with the prices and labels given. */
export const withPlans = (overrides: PlanOverrides = {}) =>
  http.get('/api/plans', () => HttpResponse.json({ plans: planOffers(buildPlans(overrides)) }));
