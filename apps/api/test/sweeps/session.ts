import { jsonOf, type Send, type SweepSession } from './types';

export interface SignedUpUser extends SweepSession {
  userId: string;
  email: string;
  password: string;
}

/** The `name=value` pairs of Set-Cookie headers, as one Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

let counter = 0;

/**
 * Registers a new user through POST /api/auth/register and returns its session (works when the
 * server does not require e-mail confirmation). `tag` makes the address unique per run.
 */
export async function signUp(send: Send, options: { tag?: string; password?: string } = {}): Promise<SignedUpUser> {
  counter++;
  const email = `sweep.${options.tag ?? Date.now().toString(36)}.${counter}@example.com`;
  const password = options.password ?? 'segredo-da-varredura-1';
  const response = await send({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      fullName: 'Varredura Teste',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  const cookie = cookieHeader(response.headers['set-cookie']);
  const userId = (jsonOf(response) as { user?: { id?: string } } | undefined)?.user?.id;
  if (response.status !== 201 || !cookie || !userId) {
    throw new Error(`sign-up failed: ${response.status} ${response.body.slice(0, 200)}`);
  }
  return { headers: { cookie }, userId, email, password };
}
