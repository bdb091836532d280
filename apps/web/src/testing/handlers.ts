import type { SessionUser } from '@prato/core/schemas/auth';
import type { HomeSummary } from '@prato/core/schemas/home';
import type { Profile } from '@prato/core/schemas/profile';
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

export const signedIn = (user: SessionUser = makeUser()) =>
  http.get('/api/auth/session', () => HttpResponse.json({ user }));

export const signedOut = () =>
  http.get('/api/auth/session', () => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));

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
