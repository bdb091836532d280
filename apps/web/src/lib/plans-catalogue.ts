import {
  buildPlans,
  isPlanPriceCents,
  PAID_PLAN_IDS,
  planOffers,
  PLANS_IN_PAGE,
  type PlanOverrides,
} from '@prato/core/domain/plans';
import type { PlanOffer } from '@prato/core/schemas/plans';
import { useEffect, useSyncExternalStore } from 'react';

/** The compiled catalogue (the original product's prices): what the landing is prerendered with. */
export const DEFAULT_PLAN_OFFERS: readonly PlanOffer[] = planOffers();

/**
 * The plans of a catalogue the server sent (GET /api/plans, or the landing's `#plans`), rebuilt from its
 * paid plans' prices and labels by the very function the server uses; null when it is not one. Read
 * without zod, so the landing's first script stays as small as it was.
 */
export function offersFromCatalogue(value: unknown): PlanOffer[] | null {
  const list: unknown = typeof value === 'object' && value !== null ? (value as { plans?: unknown }).plans : null;
  if (!Array.isArray(list)) return null;
  const overrides: Required<PlanOverrides> = { priceCents: {}, labels: {} };
  for (const id of PAID_PLAN_IDS) {
    const plan = (list as { id?: unknown; priceCents?: unknown; label?: unknown }[]).find((item) => item?.id === id);
    if (!plan || !isPlanPriceCents(plan.priceCents) || typeof plan.label !== 'string') return null;
    overrides.priceCents[id] = plan.priceCents;
    overrides.labels[id] = plan.label;
  }
  return planOffers(buildPlans(overrides));
}

/**
 * Where the shown plans come from: `build`, the prerendered defaults, right as far as this page knows;
 * `pending`, GET /api/plans is awaited (nothing priced is shown meanwhile); `known`, the installation's
 * (or the defaults when the server could not be reached: nothing can be bought offline, and the
 * checkout always shows the real price).
 */
export type PlansSource = 'build' | 'pending' | 'known';
export interface ShownPlans {
  offers: readonly PlanOffer[];
  source: PlansSource;
}

const BUILD: ShownPlans = { offers: DEFAULT_PLAN_OFFERS, source: 'build' };
// In the app (app.html) nothing on the page says which prices this installation sells: they are asked for.
let shown: ShownPlans = { offers: DEFAULT_PLAN_OFFERS, source: 'pending' };
let asked = false;
const listeners = new Set<() => void>();

function show(next: ShownPlans) {
  shown = next;
  for (const listener of listeners) listener();
}

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '') as unknown;
  } catch {
    return null;
  }
}

/**
 * Read once before the landing renders (landing-main.tsx, decision 026): the catalogue the server put in
 * the page; else, when the page says its prerendered prices may not be this installation's (the service
 * worker's copy) or has none prerendered (the dev server), they are asked for; else the prerendered
 * ones are right.
 */
export function readPagePlans(page: Document, { prerendered }: { prerendered: boolean }): void {
  const script = page.getElementById(PLANS_IN_PAGE.catalogueId);
  const offers = script ? offersFromCatalogue(parseJson(script.textContent)) : null;
  asked = false;
  if (offers) shown = { offers, source: 'known' };
  else if (!prerendered || page.getElementById(PLANS_IN_PAGE.pendingStyleId)) {
    shown = { offers: DEFAULT_PLAN_OFFERS, source: 'pending' };
  } else shown = BUILD;
}

async function askServer() {
  if (asked || shown.source !== 'pending') return;
  asked = true;
  let offers: PlanOffer[] | null = null;
  try {
    const response = await fetch(new URL('/api/plans', window.location.origin), {
      headers: { accept: 'application/json' },
    });
    if (response.ok) offers = offersFromCatalogue(await response.json());
  } catch {
    // Offline: the compiled prices below.
  }
  show({ offers: offers ?? DEFAULT_PLAN_OFFERS, source: 'known' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The plans the landing's pricing shows, without the app's query client (the landing hydrates without
 * it). Hydration renders what was prerendered (`build`), so Preact finds the markup it expects; the page's
 * own catalogue follows in the same tick, hidden until then by the server's `#plans-pending` style.
 */
export function useShownPlans(): ShownPlans {
  const plans = useSyncExternalStore(
    subscribe,
    () => shown,
    () => BUILD,
  );
  useEffect(() => {
    void askServer();
  }, []);
  return plans;
}
