import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from './route';
import type { Written } from './written';

// The conventions defineRoutes fills in for a module: an idempotent write's 201/200, a DELETE's 204,
// an `:id` URL's UUID check. Each one is read from what the route declares, so a mistake here would
// change the answers of many routes at once.

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(declare: (route: ReturnType<typeof defineRoutes>) => void) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  declare(defineRoutes(app, { tags: ['t'], guard: null }));
  await app.ready();
  return app;
}

const Note = z.object({ text: z.string() });

test('a route documenting 200 and 201 answers 201 when it wrote and 200 on a replay, with the value as body', async () => {
  const stored = new Map<string, string>();
  const app = await appWith((route) => {
    route.post('/notes', {
      summary: 'write once',
      body: z.object({ id: z.string(), text: z.string() }),
      response: { 200: Note, 201: Note },
      handler: async ({ body }): Promise<Written<{ text: string }>> => {
        const existing = stored.get(body.id);
        if (existing !== undefined) return { created: false, value: { text: existing } };
        stored.set(body.id, body.text);
        return { created: true, value: { text: body.text } };
      },
    });
  });
  const first = await app.inject({ method: 'POST', url: '/notes', payload: { id: 'a', text: 'feijão' } });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toEqual({ text: 'feijão' });
  const replay = await app.inject({ method: 'POST', url: '/notes', payload: { id: 'a', text: 'arroz' } });
  expect(replay.statusCode).toBe(200);
  expect(replay.json()).toEqual({ text: 'feijão' });
});

test('a DELETE without a response answers 204 with no body and documents it; an :id URL takes a UUID', async () => {
  const removed: string[] = [];
  const app = await appWith((route) => {
    route.delete('/notes/:id', {
      summary: 'remove',
      handler: async ({ params }) => {
        removed.push(params.id);
      },
    });
  });
  const id = '6f1c1d2e-8a4b-4c3d-9e5f-0a1b2c3d4e5f';
  const answer = await app.inject({ method: 'DELETE', url: `/notes/${id}` });
  expect(answer.statusCode).toBe(204);
  expect(answer.body).toBe('');
  expect(removed).toEqual([id]);

  const notUuid = await app.inject({ method: 'DELETE', url: '/notes/42' });
  expect(notUuid.statusCode).toBe(400);
  expect(removed).toEqual([id]);

  const operation = app.swagger().paths?.['/notes/{id}']?.delete;
  expect(Object.keys(operation?.responses ?? {})).toEqual(['204']);
  expect(operation?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
});

test('a route naming its own params or answers keeps them', async () => {
  const app = await appWith((route) => {
    route.delete('/tags/:id', {
      summary: 'remove a tag by name',
      params: z.object({ id: z.string().min(2) }),
      response: { 200: Note },
      handler: async ({ params }) => ({ text: `removido: ${params.id}` }),
    });
  });
  const answer = await app.inject({ method: 'DELETE', url: '/tags/sal' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ text: 'removido: sal' });
});
