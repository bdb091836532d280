import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/server';
import { api, ApiError } from './api-client';

test('a non-2xx answer throws an ApiError with the server status, code and message', async () => {
  server.use(
    http.post('/api/things', () =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Dados inválidos',
            issues: [{ path: 'name', message: 'Obrigatório' }],
          },
        },
        { status: 400 },
      ),
    ),
  );

  const error = await api.post('/things', { name: '' }).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Dados inválidos',
    issues: [{ path: 'name', message: 'Obrigatório' }],
  });
});

test('a network failure throws the generic pt-BR message', async () => {
  server.use(http.get('/api/things', () => HttpResponse.error()));

  await expect(api.get('/things')).rejects.toMatchObject({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'Erro ao processar solicitação',
  });
});

test('an error body that is not the API shape still gives a readable message', async () => {
  server.use(http.get('/api/things', () => new HttpResponse('Bad Gateway', { status: 502 })));

  await expect(api.get('/things')).rejects.toMatchObject({ status: 502, message: 'Erro ao processar solicitação' });
});

test('requests send JSON with the session cookie', async () => {
  const seen: { credentials: RequestCredentials; contentType: string | null; body: unknown }[] = [];
  server.use(
    http.post('/api/things', async ({ request }) => {
      seen.push({
        credentials: request.credentials,
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      });
      return HttpResponse.json({ ok: true });
    }),
  );

  await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
  expect(seen).toEqual([{ credentials: 'include', contentType: 'application/json', body: { a: 1 } }]);
});
