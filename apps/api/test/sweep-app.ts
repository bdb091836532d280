import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { injectSend, type OpenApiDocument, type Send, type SweepSession } from './sweeps';
import { startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import { createTestApp, signUp, type TestApp } from './fixtures';

/** What a sweep file gets: the app's transport, its OpenAPI document, and a new signed-in user. */
export interface SweepApp {
  send: Send;
  doc: OpenApiDocument;
  session(): Promise<SweepSession>;
}

/**
 * The app the sweep files run against, built before their tests and closed after them. Product lookups
 * by a valid barcode reach Open Food Facts: a fake one on 127.0.0.1.
 */
export function useSweepApp(): SweepApp {
  let t: TestApp | undefined;
  let fakeOpenFoodFacts: Awaited<ReturnType<typeof startFakeOpenFoodFacts>> | undefined;
  const sweepApp = {} as SweepApp;
  beforeAll(async () => {
    fakeOpenFoodFacts = await startFakeOpenFoodFacts();
    const app = await createTestApp({ env: { OPEN_FOOD_FACTS_URL: fakeOpenFoodFacts.url } });
    t = app;
    sweepApp.send = injectSend((options) => app.app.inject(options as InjectOptions));
    sweepApp.doc = app.app.swagger() as unknown as OpenApiDocument;
    sweepApp.session = async () => ({ headers: { cookie: (await signUp(app)).jar.header() } });
  });
  afterAll(async () => {
    await t?.close();
    await fakeOpenFoodFacts?.close();
  });
  return sweepApp;
}
