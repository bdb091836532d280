import { z } from './z';
import { zeroMacros } from '../domain/macros';
import { instant } from './input-rules';
import { MacrosSchema } from './planner';

/** History: the period filters of every tab. */
export const HISTORY_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const HISTORY_PERIOD_LABELS: Readonly<Record<HistoryPeriod, string>> = {
  today: 'Hoje',
  week: 'Última Semana',
  month: 'Último Mês',
  all: 'Tudo',
};

/** Windows: hydration history in days per filter (today 1, week 7, month 30, all 365). */
export const HYDRATION_HISTORY_DAYS: Readonly<Record<HistoryPeriod, number>> = {
  today: 1,
  week: 7,
  month: 30,
  all: 365,
};

/** Rows per page of the meal, activity and weight lists (keyset pages, newest first). */
export const HISTORY_PAGE_SIZE = { default: 50, max: 100 } as const;

export const HISTORY_MESSAGES = {
  loadError: 'Erro ao Carregar Histórico',
  retry: 'Tentar Novamente',
  backHome: 'Voltar ao Início',
  mealDeleted: 'Refeição excluída.',
  mealDeleteFailed: 'Erro ao excluir refeição',
  hydrationDeleteFailed: 'Erro ao excluir ingestão',
  period: 'Período inválido. Use today, week, month ou all.',
  periodAndDates: 'Use o período ou as datas, não os dois.',
  cursor: 'Paginação inválida: envie before e beforeId juntos.',
  cursorId: 'Identificador de paginação inválido.',
  cursorDate: 'Data de paginação inválida.',
  limit: `O limite deve estar entre 1 e ${HISTORY_PAGE_SIZE.max}.`,
  page: 'Página inválida.',
  intakeNotFound: 'Ingestão não encontrada.',
} as const;

export const HistoryPeriodSchema = z.enum(HISTORY_PERIODS, { error: HISTORY_MESSAGES.period });

/**
 * Keyset paging of a newest-first list: `before` (the last row's instant) and `beforeId` (its id)
 * ask for the rows after that one in the list's order.
 */
export const keysetFields = {
  before: instant(HISTORY_MESSAGES.cursorDate).optional(),
  beforeId: z.uuid({ error: HISTORY_MESSAGES.cursorId }).optional(),
};

export const hasWholeCursor = (query: { before?: string | undefined; beforeId?: string | undefined }) =>
  (query.before === undefined) === (query.beforeId === undefined);

/** A history list is filtered by `period` or by `from`/`to`, never both: `.refine(...periodOrDates)`. */
export const periodOrDates = [
  (query: { period?: string | undefined; from?: string | undefined; to?: string | undefined }) =>
    query.period === undefined || (query.from === undefined && query.to === undefined),
  { message: HISTORY_MESSAGES.periodAndDates, path: ['period'] as PropertyKey[] },
] as const;

/** Per local day totals of the meals of a window (the Refeições tab's day headers). */
export const DayTotalsSchema = z.object({
  date: z.string(),
  meals: z.number().int(),
  calories: z.number(),
  ...MacrosSchema.shape,
});
export type DayTotals = z.infer<typeof DayTotalsSchema>;

/** A day without meals: no energy and 0 g of each macronutrient (the start of a day's sum). */
export const emptyDayTotals = (date: string): DayTotals => ({ date, meals: 0, calories: 0, ...zeroMacros() });
