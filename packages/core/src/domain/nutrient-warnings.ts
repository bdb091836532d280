/**
 * The remarks a dietitian would make on a meal or a day's nutrients, in plain pt-BR: too much sodium,
 * too little fibre, calcium or iron. They describe the numbers shown next to them and suggest foods;
 * they never diagnose (the targets are for a healthy adult or adolescent, see NUTRIENT_TARGETS_NOTE).
 *
 * Honesty with partial totals: an amount that leaves out foods with no measured value is a lower
 * bound. An "over" warning stays true (the missing foods can only add more), so it is given and says
 * "ao menos"; an "under" warning may be false (the missing foods may cover the gap), so it is still
 * given — the person should know — but says the amount is partial and there may be more.
 */
import type { NutrientDayItem } from '../schemas/nutrients';
import { SODIUM_LIMIT_MG } from './nutrient-targets';
import { nutrientDefinition, type NutrientId, type NutrientUnit } from './nutrients';

/** Under the screen's targets: they are references for a population, not a diagnosis. */
export const NUTRIENT_TARGETS_NOTE =
  'As metas valem para adultos e adolescentes saudáveis, fora da gestação e da amamentação, e não são um diagnóstico. Para uma orientação individual, procure um nutricionista.';

/** How a unit is written next to an amount (micrograms as Brazilian labels write them). */
const UNIT_TEXT: Record<NutrientUnit, string> = { kcal: 'kcal', g: 'g', mg: 'mg', mcg: 'µg' };

const formats = new Map<number, Intl.NumberFormat>();

/** "2.450 mg", "1,2 mg", "25 g": pt-BR digits, at most the registry's decimals for this nutrient. */
export function formatNutrientAmount(id: NutrientId, amount: number): string {
  const { decimals, unit } = nutrientDefinition(id);
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return `${format.format(amount)} ${UNIT_TEXT[unit]}`;
}

export interface NutrientWarning {
  id: NutrientId;
  /** Over a limit (sodium) or far under a goal (fibre, calcium, iron). */
  kind: 'over' | 'under';
  text: string;
}

/**
 * A meal is flagged when its sodium is over half of the day's limit (more than 1,000 mg): the day has
 * at least three main meals, and one that takes more than half of the limit leaves less than half for
 * all the others. Over the whole limit it says so.
 */
export const MEAL_SODIUM_SHARE_FLAGGED = 0.5;

/**
 * A goal is "far under" below half of it: a day a little short is normal, below half is the gap a
 * dietitian would point out.
 */
export const FAR_UNDER_SHARE = 0.5;

/**
 * The day counts as logged when it is over, or when its logged energy reached 75 % of the energy
 * goal: earlier in the day the person simply has not eaten (or logged) the rest yet, and a morning
 * would always be "far under" everything.
 */
export const LOGGED_DAY_ENERGY_SHARE = 0.75;

/** The goals whose shortfall is worth a warning, with their words (gender and number agree). */
const UNDER_GOALS: readonly {
  id: NutrientId;
  /** "as fibras ficaram em" / "o cálcio ficou em". */
  reached: string;
  /** "as fibras somam ao menos" / "o cálcio soma ao menos". */
  partial: string;
  /** Foods that bring it, as the Brazilian dietary guidelines name them. */
  sources: string;
}[] = [
  {
    id: 'fiber',
    reached: 'as fibras ficaram em',
    partial: 'as fibras somam ao menos',
    sources: 'Feijão, frutas com casca, verduras, legumes e cereais integrais trazem fibras.',
  },
  {
    id: 'calcium',
    reached: 'o cálcio ficou em',
    partial: 'o cálcio soma ao menos',
    sources: 'Leite, iogurte, queijos e verduras verde-escuras como a couve trazem cálcio.',
  },
  {
    id: 'iron',
    reached: 'o ferro ficou em',
    partial: 'o ferro soma ao menos',
    sources:
      'Feijão, lentilha, carnes e verduras verde-escuras trazem ferro; uma fruta com vitamina C na refeição ajuda a absorvê-lo.',
  },
];

/** Which day the items are: "hoje" reads differently from a past day in the history. */
export interface DayContext {
  today: boolean;
  /** Meals logged that day: a day with none gets no warning (nothing logged is not nothing eaten). */
  mealCount: number;
}

const PARTIAL_NOTE = 'pode haver mais: alguns alimentos não têm esse valor medido';

function find(items: readonly NutrientDayItem[], id: NutrientId): NutrientDayItem | undefined {
  return items.find((item) => item.id === id);
}

/** The sodium limit applies to everyone, so it holds even when the person's sex and age are unknown. */
const sodiumLimit = (item: NutrientDayItem) => item.target ?? SODIUM_LIMIT_MG;

/** "2.450 mg" or, for a partial total, "ao menos 2.450 mg". */
function amountText(item: NutrientDayItem): string {
  const amount = formatNutrientAmount(item.id, item.amount);
  return item.complete ? amount : `ao menos ${amount}`;
}

/** Whether the day's intake is (almost) all logged, so a shortfall is real and not just "not yet". */
export function isDayLogged(items: readonly NutrientDayItem[], day: DayContext): boolean {
  if (day.mealCount === 0) return false;
  if (!day.today) return true;
  const energy = find(items, 'energy');
  if (!energy || energy.target === null || energy.target <= 0) return false;
  return energy.amount >= energy.target * LOGGED_DAY_ENERGY_SHARE;
}

/** A day's warnings: sodium over the limit, then fibre, calcium and iron far under the goal. */
export function dayWarnings(items: readonly NutrientDayItem[], day: DayContext): NutrientWarning[] {
  if (day.mealCount === 0) return [];
  const when = day.today ? 'Hoje' : 'Neste dia';
  const warnings: NutrientWarning[] = [];

  const sodium = find(items, 'sodium');
  if (sodium && sodium.amount > sodiumLimit(sodium)) {
    const limit = formatNutrientAmount('sodium', sodiumLimit(sodium));
    warnings.push({
      id: 'sodium',
      kind: 'over',
      text: `${when} o sódio passou do limite de ${limit} da OMS: ${amountText(sodium)}. Temperos naturais no lugar do sal e menos alimentos industrializados ajudam a reduzir.`,
    });
  }

  if (!isDayLogged(items, day)) return warnings;
  for (const goal of UNDER_GOALS) {
    const item = find(items, goal.id);
    if (!item || item.target === null || item.amount >= item.target * FAR_UNDER_SHARE) continue;
    const target = formatNutrientAmount(item.id, item.target);
    const amount = formatNutrientAmount(item.id, item.amount);
    const reached = item.complete ? `${goal.reached} ${amount}` : `${goal.partial} ${amount} (${PARTIAL_NOTE})`;
    warnings.push({
      id: item.id,
      kind: 'under',
      text: `${when} ${reached}, menos da metade da meta de ${target}. ${goal.sources}`,
    });
  }
  return warnings;
}

/** A meal's warnings: its sodium over the day's limit, or over half of it (MEAL_SODIUM_SHARE_FLAGGED). */
export function mealWarnings(items: readonly NutrientDayItem[]): NutrientWarning[] {
  const sodium = find(items, 'sodium');
  if (!sodium) return [];
  const limitMg = sodiumLimit(sodium);
  const limit = formatNutrientAmount('sodium', limitMg);
  const has = `Esta refeição tem ${amountText(sodium)} de sódio`;
  if (sodium.amount > limitMg) {
    return [{ id: 'sodium', kind: 'over', text: `${has}, mais que o limite diário de ${limit} da OMS.` }];
  }
  if (sodium.amount > limitMg * MEAL_SODIUM_SHARE_FLAGGED) {
    return [{ id: 'sodium', kind: 'over', text: `${has}, mais da metade do limite diário de ${limit}.` }];
  }
  return [];
}
