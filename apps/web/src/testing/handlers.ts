import type { SessionUser } from '@prato/core/schemas/auth';
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
