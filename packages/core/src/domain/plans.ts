/** Plan definitions. Every limit is read from here. */
import type { PlanOffer } from '../schemas/plans';
import { countOf } from './plural';

export const PLAN_IDS = ['free', 'premium_monthly', 'premium_quarterly', 'premium_annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type BillingPeriod = 'none' | 'monthly' | 'quarterly' | 'yearly';

export interface PlanLimits {
  /**
   * Planned meals saved per local day of the diary; null = unlimited. Calculating portions is not
   * counted here (only by the hourly request cap): see MEAL_LIMIT_TEXTS.
   */
  maxMealsPerDay: number | null;
  /** Newest history records shown; null = unlimited. */
  historyItems: number | null;
  /**
   * Requests counted per hour (portion calculations, AI-written goals, assistant answers: the
   * counted_requests log); null = no hourly cap.
   */
  requestsPerHour: number | null;
  aiChatEnabled: boolean;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  label: string;
  priceLabel: string;
  priceCents: number;
  billingPeriod: BillingPeriod;
  /** Length of one paid period in days (0 for the free plan). */
  periodDays: number;
  features: readonly string[];
  limits: PlanLimits;
  isPremium: boolean;
}

export const FREE_MEALS_PER_DAY = 2;
export const FREE_HISTORY_ITEMS = 5;
export const FREE_REQUESTS_PER_HOUR = 20;

const planned = (count: number) => countOf(count, 'refeição planejada', 'refeições planejadas');

/**
 * The one wording of the daily meal limit, for every screen and server message (landing, home
 * banner, planner chip and notice, FAQ, the 403 of a save). What it counts: planned meals saved in
 * one local day of the diary (the day the meal is eaten, in the profile's time zone). Calculating
 * portions costs nothing of it (the hourly request cap still applies), saving the same meal again
 * (its client id) counts once, and deleting a saved meal gives its place back.
 */
export const MEAL_LIMIT_TEXTS = {
  /** The short promise of the plan cards and banners: "2 refeições planejadas/dia" (decision 038). */
  perDay: (limit: number) => `${planned(limit)}/dia`,
  /** In a sentence: "2 refeições planejadas salvas por dia". */
  perDaySentence: (limit: number) =>
    `${countOf(limit, 'refeição planejada salva', 'refeições planejadas salvas')} por dia`,
  /** How the count works, said where the limit is explained (FAQ). */
  howCounted:
    'Calcular porções não conta: só salvar no diário uma refeição planejada; a mesma refeição salva de novo conta uma vez, e excluir uma refeição libera a vaga do dia. Registrar no Diário o que você comeu (pela busca, em medidas caseiras, por texto, copiando, repetindo ou pelas favoritas) é livre e ilimitado.',
  /** The diary's promise, said beside the limit (plan cards, banners, landing): decision 038. */
  diaryFree: 'Diário alimentar livre e ilimitado, também no plano gratuito',
  /** The same promise as a plan card's line and inside the one-line summary. */
  diaryFeature: 'Diário alimentar ilimitado',
  /** What premium has instead. */
  unlimited: 'Refeições planejadas ilimitadas',
  /** The planner's chip, followed by "N/limit". */
  usageLabel: 'Refeições salvas hoje:',
  /** The 403 of a save over the limit (the API's message, shown as the toast and in the failed list). */
  dailyLimit: (limit: number) =>
    `Plano gratuito permite salvar apenas ${planned(limit)} por dia. Exclua uma refeição planejada desse dia no Histórico ou assine o Premium para salvar sem limite. Registrar no Diário o que você comeu continua livre.`,
  noticeTitle: 'Limite diário atingido',
  /** The planner's orange notice, shown before a calculation once the day's saves are used up. */
  notice: (limit: number) =>
    `O plano gratuito permite salvar ${planned(limit)} por dia, e as de hoje já foram salvas. Você ainda pode calcular porções e registrar no Diário o que comeu, sem limite; para salvar outra refeição planejada hoje, exclua uma no Histórico ou assine o Premium.`,
  premiumLink: 'Ver planos Premium',
} as const;

/**
 * The free plan in one line (home banner, profile card): "2 refeições planejadas/dia, diário alimentar
 * ilimitado e histórico limitado a 5 registros".
 */
export const FREE_PLAN_SUMMARY = `${MEAL_LIMIT_TEXTS.perDay(FREE_MEALS_PER_DAY)}, ${MEAL_LIMIT_TEXTS.diaryFeature.toLocaleLowerCase('pt-BR')} e histórico limitado a ${countOf(FREE_HISTORY_ITEMS, 'registro', 'registros')}`;

const PREMIUM_LIMITS: PlanLimits = {
  maxMealsPerDay: null,
  historyItems: null,
  requestsPerHour: null,
  aiChatEnabled: true,
};

const PREMIUM_FEATURES = [
  MEAL_LIMIT_TEXTS.unlimited,
  'Histórico completo',
  'Assistente nutricional com IA',
  'Relatórios completos',
  'Registro de peso e gráficos avançados',
] as const;

export const PAID_PLAN_IDS = ['premium_monthly', 'premium_quarterly', 'premium_annual'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** One plan of every id: the compiled defaults (`PLANS`) or an installation's (`buildPlans`). */
export type PlanCatalogue = Readonly<Record<PlanId, PlanDefinition>>;

/**
 * What an operator may set per paid plan (apps/api/src/env.ts): its price in whole cents and its label.
 * Anything left out keeps the original product's value.
 */
export interface PlanOverrides {
  priceCents?: Partial<Record<PaidPlanId, number>>;
  labels?: Partial<Record<PaidPlanId, string>>;
}

/** The most a plan may cost, in cents (R$ 10.000,00): a typo of a few zeros is refused, not sold. */
export const MAX_PLAN_PRICE_CENTS = 1_000_000;

/** The original product's paid plans: the defaults every override starts from. */
const DEFAULT_PAID: Readonly<
  Record<PaidPlanId, { label: string; priceCents: number; billingPeriod: BillingPeriod; periodDays: number }>
> = {
  premium_monthly: { label: 'Premium Mensal', priceCents: 1990, billingPeriod: 'monthly', periodDays: 30 },
  premium_quarterly: { label: 'Premium Trimestral', priceCents: 500, billingPeriod: 'quarterly', periodDays: 90 },
  premium_annual: { label: 'Premium Anual', priceCents: 17990, billingPeriod: 'yearly', periodDays: 365 },
};

const FREE_PLAN: PlanDefinition = {
  id: 'free',
  name: 'Gratuito',
  label: 'Plano Gratuito',
  priceLabel: 'R$ 0,00',
  priceCents: 0,
  billingPeriod: 'none',
  periodDays: 0,
  features: [
    MEAL_LIMIT_TEXTS.perDay(FREE_MEALS_PER_DAY),
    MEAL_LIMIT_TEXTS.diaryFeature,
    `Histórico limitado a ${FREE_HISTORY_ITEMS} registros`,
    'Registro de água, peso e atividades',
  ],
  limits: {
    maxMealsPerDay: FREE_MEALS_PER_DAY,
    historyItems: FREE_HISTORY_ITEMS,
    requestsPerHour: FREE_REQUESTS_PER_HOUR,
    aiChatEnabled: false,
  },
  isPremium: false,
};

/** A valid plan price: whole cents, more than zero, at most MAX_PLAN_PRICE_CENTS. */
export function isPlanPriceCents(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_PLAN_PRICE_CENTS;
}

/**
 * The plan catalogue of an installation: the defaults with the operator's prices and labels. Pure, so
 * the API (once, at start) and the web (from what the server sent) build the same plans. Savings,
 * monthly equivalents and the best-value badge are derived from the prices (`planOffers`), never stored.
 */
export function buildPlans(overrides: PlanOverrides = {}): PlanCatalogue {
  const paid = Object.fromEntries(
    PAID_PLAN_IDS.map((id) => {
      const defaults = DEFAULT_PAID[id];
      const priceCents = overrides.priceCents?.[id] ?? defaults.priceCents;
      if (!isPlanPriceCents(priceCents)) {
        throw new RangeError(
          `Preço inválido para ${id}: ${String(priceCents)} (centavos inteiros, 1 a ${MAX_PLAN_PRICE_CENTS})`,
        );
      }
      const label = overrides.labels?.[id]?.trim() || defaults.label;
      const plan: PlanDefinition = {
        id,
        name: label,
        label,
        priceLabel: formatBRL(priceCents).replace(/\u00a0/g, ' '),
        priceCents,
        billingPeriod: defaults.billingPeriod,
        periodDays: defaults.periodDays,
        features: PREMIUM_FEATURES,
        limits: PREMIUM_LIMITS,
        isPremium: true,
      };
      return [id, plan];
    }),
  ) as Record<PaidPlanId, PlanDefinition>;
  return { free: FREE_PLAN, ...paid };
}

/**
 * How the server tells the prerendered landing which plans it sells (decision 026): the catalogue as
 * JSON in `<script type="application/json" id="plans">`, and a `<style id="plans-pending">` that hides
 * the prices prerendered from the defaults (`data-plans="build"`) until the page has the real ones.
 */
export const PLANS_IN_PAGE = {
  catalogueId: 'plans',
  pendingStyleId: 'plans-pending',
  attribute: 'data-plans',
} as const;

/** The original product's plans (no configuration): what the web app is built with. */
export const PLANS: PlanCatalogue = buildPlans();

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: string | null | undefined): PlanDefinition {
  return isPlanId(id) ? PLANS[id] : PLANS.free;
}

/** Paid plans in display order (the compiled defaults; an installation's: `paidPlansOf`). */
export const PAID_PLANS: readonly PlanDefinition[] = PAID_PLAN_IDS.map((id) => PLANS[id]);

/** The paid plans of a catalogue, in display order. */
export function paidPlansOf(plans: PlanCatalogue): PlanDefinition[] {
  return PAID_PLAN_IDS.map((id) => plans[id]);
}

/** Money is integer cents; this is the one formatter for BRL. */
export function formatBRL(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** Months in one paid period, to show a price per month and the saving against the monthly plan. */
export const BILLING_MONTHS: Readonly<Record<Exclude<BillingPeriod, 'none'>, number>> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** What one month costs on a paid plan, in cents (rounded half up): R$ 179,90 a year is R$ 14,99 a month. */
export function monthlyPriceCents(plan: PlanDefinition): number {
  if (plan.billingPeriod === 'none') return 0;
  return Math.round(plan.priceCents / BILLING_MONTHS[plan.billingPeriod]);
}

/** Months in one period of a plan: 0 for the free plan. */
export function billingMonths(plan: PlanDefinition): number {
  return plan.billingPeriod === 'none' ? 0 : BILLING_MONTHS[plan.billingPeriod];
}

/**
 * Whole-percent saving of a paid plan over paying the catalogue's monthly plan for the same months
 * (0 for monthly, and 0 rather than negative when it costs more).
 */
export function savingPercent(plan: PlanDefinition, plans: PlanCatalogue = PLANS): number {
  if (plan.billingPeriod === 'none' || plan.billingPeriod === 'monthly') return 0;
  const atMonthlyPrice = plans.premium_monthly.priceCents * billingMonths(plan);
  return Math.max(0, Math.round((1 - plan.priceCents / atMonthlyPrice) * 100));
}

/**
 * The paid plan whose month costs least (compared exactly, price × months, not the rounded monthly
 * figures); null when two plans tie for it, since then none is the better deal.
 */
export function bestValuePlanId(plans: PlanCatalogue): PaidPlanId | null {
  const ranked = paidPlansOf(plans).sort((a, b) => a.priceCents * billingMonths(b) - b.priceCents * billingMonths(a));
  const [best, runnerUp] = ranked;
  if (!best || !runnerUp) return null;
  const tie = best.priceCents * billingMonths(runnerUp) === runnerUp.priceCents * billingMonths(best);
  return tie ? null : (best.id as PaidPlanId);
}

/**
 * The plan cards' badges: MAIS VANTAJOSO on the best value, computed from the prices; POPULAR, a
 * marketing label, on the quarterly plan unless it already is the best value (one badge per card).
 */
export const PLAN_BADGES = ['MAIS VANTAJOSO', 'POPULAR'] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

/**
 * The catalogue as it is shown and served (GET /api/plans), in display order (free first): every
 * figure the screens print is derived here from the prices, so no screen computes its own.
 */
export function planOffers(plans: PlanCatalogue = PLANS): PlanOffer[] {
  const best = bestValuePlanId(plans);
  return PLAN_IDS.map((id) => {
    const plan = plans[id];
    const bestValue = id === best;
    return {
      id,
      label: plan.label,
      priceCents: plan.priceCents,
      billingPeriod: plan.billingPeriod,
      billingMonths: billingMonths(plan),
      periodDays: plan.periodDays,
      monthlyEquivalentCents: monthlyPriceCents(plan),
      savingsPercent: savingPercent(plan, plans),
      bestValue,
      badge: bestValue ? 'MAIS VANTAJOSO' : id === 'premium_quarterly' ? 'POPULAR' : null,
      features: [...plan.features],
      isPremium: plan.isPremium,
    };
  });
}
