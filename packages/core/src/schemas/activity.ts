import { z } from './z';
import { instant, text, textRule, wholeIn, wholeParam } from './input-rules';
import { HistoryPeriodSchema, HISTORY_MESSAGES, hasWholeCursor, keysetFields, periodOrDates } from './history';

export const ACTIVITY_MESSAGES = {
  activityType: 'Informe o tipo de atividade (de 2 a 100 caracteres).',
  duration: 'Informe a duração em minutos (de 1 a 600).',
  caloriesBurned: 'As calorias queimadas devem estar entre 1 e 10000.',
  performedAt: 'Data da atividade inválida.',
  notFound: 'Atividade não encontrada.',
  saved: 'Atividade registrada com sucesso!',
  saveFailed: 'Erro ao registrar atividade',
  deleted: 'Atividade excluída.',
  deleteFailed: 'Erro ao excluir atividade',
} as const;

export const ACTIVITY_INTENSITIES = ['light', 'moderate', 'vigorous'] as const;
export type ActivityIntensity = (typeof ACTIVITY_INTENSITIES)[number];

/** Activity schema: name 2–100, duration integer 1–600 min, caloriesBurned 1–10000 optional. */
export const CreateActivitySchema = z.object({
  /** Client-generated id: sending the same entry again (offline retry) never duplicates it. */
  id: z.uuid({ error: 'Identificador inválido.' }).optional(),
  activityType: z
    .string({ error: ACTIVITY_MESSAGES.activityType })
    .trim()
    .min(2, ACTIVITY_MESSAGES.activityType)
    .max(100, ACTIVITY_MESSAGES.activityType)
    .refine(...textRule),
  durationMinutes: wholeIn(ACTIVITY_MESSAGES.duration, { min: 1, max: 600 }),
  /** Absent: the server computes it for a known activity (MET × weight × hours). */
  caloriesBurned: wholeIn(ACTIVITY_MESSAGES.caloriesBurned, { min: 1, max: 10000 }).optional(),
  intensity: z.enum(ACTIVITY_INTENSITIES).optional(),
  performedAt: instant(ACTIVITY_MESSAGES.performedAt).optional(),
  notes: text({ max: 500 }).optional(),
});
export type CreateActivity = z.infer<typeof CreateActivitySchema>;

export const ActivitySchema = z.object({
  id: z.string(),
  activityType: z.string(),
  durationMinutes: z.number().int(),
  intensity: z.string(),
  caloriesBurned: z.number().int().nullable(),
  performedAt: z.string(),
  notes: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivitySchema>;

export const ActivityListSchema = z.array(ActivitySchema);

export const LatestActivitySchema = z.object({ activity: ActivitySchema.nullable() });

const RANGE_MESSAGES = {
  date: 'Data inválida no filtro.',
  order: 'A data inicial deve ser anterior à final.',
  limit: 'O limite deve estar entre 1 e 500.',
} as const;

/**
 * `?from&to` (ISO date-times) or `period`, `limit` and the keyset `before`/`beforeId` for the weight
 * and activity lists (newest first; the free plan sees only its newest records).
 */
export const DateRangeQuerySchema = z
  .object({
    from: instant(RANGE_MESSAGES.date).optional(),
    to: instant(RANGE_MESSAGES.date).optional(),
    limit: wholeParam(RANGE_MESSAGES.limit, { min: 1, max: 500 }).optional(),
    /** A history filter in the user's local days instead of from/to. */
    period: HistoryPeriodSchema.optional(),
    ...keysetFields,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: RANGE_MESSAGES.order,
    path: ['from'],
  })
  .refine(hasWholeCursor, { message: HISTORY_MESSAGES.cursor, path: ['before'] })
  .refine(...periodOrDates);
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;
