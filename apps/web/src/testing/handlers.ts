import type { SessionUser } from '@prato/core/schemas/auth';
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
