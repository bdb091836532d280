/** Plan definitions (spec §3 Plan definition, §9 Plans and Limits). Every limit is read from here. */

export const PLAN_IDS = ['free', 'premium_monthly', 'premium_quarterly', 'premium_annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type BillingPeriod = 'none' | 'monthly' | 'quarterly' | 'yearly';

export interface PlanLimits {
  /** Meal calculations per local day; null = unlimited. */
  maxMealsPerDay: number | null;
  /** Newest history records shown; null = unlimited. */
  historyItems: number | null;
  /** AI calls per hour; null = no hourly cap. */
  aiCallsPerHour: number | null;
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
export const FREE_AI_CALLS_PER_HOUR = 20;

const PREMIUM_LIMITS: PlanLimits = {
  maxMealsPerDay: null,
  historyItems: null,
  aiCallsPerHour: null,
  aiChatEnabled: true,
};

const PREMIUM_FEATURES = [
  'Cálculos de porções ilimitados',
  'Histórico completo',
  'Assistente nutricional com IA',
  'Relatórios completos',
  'Registro de peso e gráficos avançados',
] as const;

export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    id: 'free',
    name: 'Gratuito',
    label: 'Plano Gratuito',
    priceLabel: 'R$ 0,00',
    priceCents: 0,
    billingPeriod: 'none',
    periodDays: 0,
    features: [
      `${FREE_MEALS_PER_DAY} refeições/dia`,
      `Histórico limitado a ${FREE_HISTORY_ITEMS} registros`,
      'Registro de água, peso e atividades',
    ],
    limits: {
      maxMealsPerDay: FREE_MEALS_PER_DAY,
      historyItems: FREE_HISTORY_ITEMS,
      aiCallsPerHour: FREE_AI_CALLS_PER_HOUR,
      aiChatEnabled: false,
    },
    isPremium: false,
  },
  premium_monthly: {
    id: 'premium_monthly',
    name: 'Premium Mensal',
    label: 'Premium Mensal',
    priceLabel: 'R$ 19,90',
    priceCents: 1990,
    billingPeriod: 'monthly',
    periodDays: 30,
    features: PREMIUM_FEATURES,
    limits: PREMIUM_LIMITS,
    isPremium: true,
  },
  premium_quarterly: {
    id: 'premium_quarterly',
    name: 'Premium Trimestral',
    label: 'Premium Trimestral',
    priceLabel: 'R$ 5,00',
    priceCents: 500,
    billingPeriod: 'quarterly',
    periodDays: 90,
    features: PREMIUM_FEATURES,
    limits: PREMIUM_LIMITS,
    isPremium: true,
  },
  premium_annual: {
    id: 'premium_annual',
    name: 'Premium Anual',
    label: 'Premium Anual',
    priceLabel: 'R$ 179,90',
    priceCents: 17990,
    billingPeriod: 'yearly',
    periodDays: 365,
    features: [...PREMIUM_FEATURES, 'Economia de 25% em relação ao mensal'],
    limits: PREMIUM_LIMITS,
    isPremium: true,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: string | null | undefined): PlanDefinition {
  return isPlanId(id) ? PLANS[id] : PLANS.free;
}

/** Paid plans in display order. */
export const PAID_PLANS: readonly PlanDefinition[] = [
  PLANS.premium_monthly,
  PLANS.premium_quarterly,
  PLANS.premium_annual,
];

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

/** Whole-percent saving of a paid plan over paying the monthly plan for the same months (0 for monthly). */
export function savingPercent(plan: PlanDefinition): number {
  if (plan.billingPeriod === 'none' || plan.billingPeriod === 'monthly') return 0;
  const atMonthlyPrice = PLANS.premium_monthly.priceCents * BILLING_MONTHS[plan.billingPeriod];
  return Math.max(0, Math.round((1 - plan.priceCents / atMonthlyPrice) * 100));
}
