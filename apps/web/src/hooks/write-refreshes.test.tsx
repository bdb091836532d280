import type { UserFoodInput } from '@prato/core/schemas/user-foods';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { useCreateActivity } from '@/features/health/api/create-activity';
import { useDeleteActivity } from '@/features/health/api/delete-activity';
import { useCreateUserFood } from '@/features/planner/api/create-user-food';
import { useDeleteUserFood } from '@/features/planner/api/delete-user-food';
import { makeUserFood } from '@/testing/handlers';
import { server } from '@/testing/server';

/** A query client holding one read under each key, none of them invalidated yet. */
function clientWith(keys: string[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { read: key.join('/') });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, keys: string[][]) =>
  keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);

/** Renders `useWrites` and hands back what it returned. */
function mount<T>(queryClient: QueryClient, useWrites: () => T): T {
  let writes: T | undefined;
  function Probe() {
    writes = useWrites();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
  return writes!;
}

const activity = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  activityType: 'Corrida',
  durationMinutes: 30,
  intensity: 'moderate',
  caloriesBurned: 282,
  performedAt: '2025-03-01T12:00:00.000Z',
  notes: null,
};

test("logging or deleting an activity refreshes home's activities and calories burned, and only what it changes", async () => {
  server.use(
    http.post('/api/activities', () => HttpResponse.json(activity, { status: 201 })),
    http.delete('/api/activities/:id', () => new HttpResponse(null, { status: 204 })),
  );
  const keys = [['activities', 'recent'], ['home'], ['weights'], ['hydration']];
  for (const write of ['create', 'delete'] as const) {
    const queryClient = clientWith(keys);
    const { create, remove } = mount(queryClient, () => ({ create: useCreateActivity(), remove: useDeleteActivity() }));
    if (write === 'create') {
      await create.mutateAsync({ activityType: 'Corrida', durationMinutes: 30, intensity: 'moderate' });
    } else {
      await remove.mutateAsync(activity.id);
    }
    expect(invalidated(queryClient, keys)).toEqual([['activities', 'recent'], ['home']]);
  }
});

test('creating or deleting one of my foods refreshes the food searches, the recipes that list it and the products it corrects', async () => {
  const food = makeUserFood();
  server.use(
    http.post('/api/user-foods', () => HttpResponse.json(food, { status: 201 })),
    http.delete('/api/user-foods/:id', () => new HttpResponse(null, { status: 204 })),
  );
  // A product read by barcode is answered by the user's correction (one of their foods) once it exists.
  const keys = [['user-foods'], ['foods', 'search', 'granola'], ['recipes'], ['products', '7891000100103'], ['home']];
  for (const write of ['create', 'delete'] as const) {
    const queryClient = clientWith(keys);
    const { create, remove } = mount(queryClient, () => ({ create: useCreateUserFood(), remove: useDeleteUserFood() }));
    if (write === 'create') {
      // The request's body is not what this test is about: the server answers with `food` whatever it is.
      await create.mutateAsync({} as UserFoodInput);
    } else {
      await remove.mutateAsync(food.id);
    }
    expect(invalidated(queryClient, keys)).toEqual([
      ['user-foods'],
      ['foods', 'search', 'granola'],
      ['recipes'],
      ['products', '7891000100103'],
    ]);
  }
});
