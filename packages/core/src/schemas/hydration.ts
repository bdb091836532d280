import { z } from './z';
import { HISTORY_MESSAGES, HistoryPeriodSchema } from './history';
import { calendarDate, instant, pageParam, wholeIn } from './input-rules';
import { HYDRATION_GOAL_LIMITS, HYDRATION_UNITS, INTAKE_SIZES_ML } from '../domain/hydration';

/** Hydration intake/reminder, as the history lists it. */
export const HydrationIntakeSchema = z.object({
  id: z.string(),
  amountMl: z.number().int(),
  scheduledTime: z.string(),
  actualTime: z.string().nullable(),
  completed: z.boolean(),
  snoozed: z.boolean(),
  snoozeCount: z.number().int(),
  date: z.string(),
});
export type HydrationIntake = z.infer<typeof HydrationIntakeSchema>;

/** GET /api/hydration/intakes: one page (50 per page) of the period, newest first. */
export const HydrationHistoryQuerySchema = z.object({
  period: HistoryPeriodSchema.optional(),
  page: pageParam(HISTORY_MESSAGES.page).optional(),
});
export type HydrationHistoryQuery = z.infer<typeof HydrationHistoryQuerySchema>;

export const HydrationHistoryPageSchema = z.object({
  intakes: z.array(HydrationIntakeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type HydrationHistoryPage = z.infer<typeof HydrationHistoryPageSchema>;

/** Hydration validation and messages in pt-BR (the original's English service errors, in Portuguese). */
export const HYDRATION_MESSAGES = {
  goal: `A meta diária deve estar entre ${HYDRATION_GOAL_LIMITS.min} e ${HYDRATION_GOAL_LIMITS.max} ml, em passos de ${HYDRATION_GOAL_LIMITS.step} ml.`,
  intakeSize: `Escolha um tamanho de ingestão: ${INTAKE_SIZES_ML.join(', ')} ml.`,
  // The original's 'Invalid scheduled time', in the Portuguese every API message uses (code INVALID_SCHEDULED_TIME).
  invalidTime: 'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.',
  silentPair: 'Informe o início e o fim do horário de silêncio, ou nenhum dos dois.',
  sameWakeSleep: 'O horário de dormir deve ser diferente do horário de acordar.',
  unit: 'Unidade inválida. Use ml ou litros.',
  reminderNotFound: 'Lembrete não encontrado.',
  alreadyCompleted: 'Esta ingestão já foi registrada.',
  drankAt: 'Horário da ingestão inválido.',
  drankAtFuture: 'O horário da ingestão não pode estar no futuro.',
  notAReminder: 'Esta ingestão foi registrada fora dos lembretes: para desfazê-la, exclua-a.',
  removed: 'Ingestão excluída',
  intakeIdTaken: 'Registro já existente.',
  completeProfile: 'Complete seu perfil para calcular a meta sugerida',
  registered: 'Água Registrada!',
  unmarked: 'Ingestão Desmarcada',
  settingsSaved: 'Configurações Salvas!',
  registerFailed: 'Não foi possível registrar a ingestão',
  unmarkFailed: 'Não foi possível desmarcar a ingestão',
  updateFailed: 'Erro ao atualizar ingestão',
  settingsFailed: 'Erro ao salvar configurações',
} as const;

/** HH:MM, 00:00–23:59. */
const clockTime = z.string({ error: HYDRATION_MESSAGES.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: HYDRATION_MESSAGES.invalidTime,
});

/** Hydration settings as stored (language is fixed pt-BR). */
const StoredHydrationSettingsSchema = z
  .object({
    dailyGoalMl: wholeIn(HYDRATION_MESSAGES.goal, HYDRATION_GOAL_LIMITS).multipleOf(
      HYDRATION_GOAL_LIMITS.step,
      HYDRATION_MESSAGES.goal,
    ),
    intakeSizeMl: z
      .number({ error: HYDRATION_MESSAGES.intakeSize })
      .refine((size) => (INTAKE_SIZES_ML as readonly number[]).includes(size), HYDRATION_MESSAGES.intakeSize),
    wakeTime: clockTime,
    sleepTime: clockTime,
    notificationsEnabled: z.boolean(),
    soundEnabled: z.boolean(),
    vibrationEnabled: z.boolean(),
    unit: z.enum(HYDRATION_UNITS, { error: HYDRATION_MESSAGES.unit }),
    silentStart: clockTime.nullable(),
    silentEnd: clockTime.nullable(),
  })
  .strict()
  .refine((s) => (s.silentStart === null) === (s.silentEnd === null), {
    error: HYDRATION_MESSAGES.silentPair,
    path: ['silentEnd'],
  });

/**
 * Hydration settings, as the form edits them. Waking and sleeping at the same minute would spread
 * the reminders over a whole day, the last one at the minute of the first.
 */
export const HydrationSettingsSchema = StoredHydrationSettingsSchema.refine((s) => s.wakeTime !== s.sleepTime, {
  error: HYDRATION_MESSAGES.sameWakeSleep,
  path: ['sleepTime'],
});
export type HydrationSettings = z.infer<typeof HydrationSettingsSchema>;

/** GET /api/hydration/settings: the settings (the defaults until saved) and the profile's suggestion. */
export const HydrationSettingsViewSchema = z.object({
  // As stored: settings saved before equal times were refused still answer.
  settings: StoredHydrationSettingsSchema,
  /** null when the profile lacks the weight ('Complete seu perfil para calcular a meta sugerida'). */
  suggestedGoalMl: z.number().int().nullable(),
});
export type HydrationSettingsView = z.infer<typeof HydrationSettingsViewSchema>;

/** Hydration progress. */
export const HydrationProgressSchema = z.object({
  /** Every glass of the day: the reminders marked and the unscheduled intakes. */
  consumedMl: z.number().int(),
  goalMl: z.number().int(),
  percentage: z.number().int(),
  /** The day's reminders marked, of `intakesTotal` reminders (an unscheduled intake is neither). */
  intakesCompleted: z.number().int(),
  intakesTotal: z.number().int(),
  streakDays: z.number().int(),
});
export type HydrationProgress = z.infer<typeof HydrationProgressSchema>;

/** A reminder of today with the instant it is due (its local time in the user's zone; past midnight: the next day). */
export const HydrationReminderSchema = HydrationIntakeSchema.extend({ dueAt: z.string() });
export type HydrationReminder = z.infer<typeof HydrationReminderSchema>;

/**
 * GET /api/hydration/today: today's hydration day (from waking to the next waking: past midnight, the
 * night still belongs to the day that started the previous morning), its progress, its reminders
 * (created on the day's first read) and, apart, the glasses drunk outside the reminders ("bebi água
 * agora"): they count in the ml drunk and the percentage, never in the reminders "done/total".
 */
export const HydrationTodaySchema = z.object({
  date: z.string(),
  progress: HydrationProgressSchema,
  /** The day's reminders, listed from waking. */
  intakes: z.array(HydrationReminderSchema),
  /** The unscheduled intakes, in the order they were drunk. */
  otherIntakes: z.array(HydrationIntakeSchema),
});
export type HydrationToday = z.infer<typeof HydrationTodaySchema>;

/** GET /api/hydration/days/:date: every intake of one local date, by time. */
export const HydrationDayParamsSchema = z.object({ date: calendarDate() });
export const HydrationDaySchema = z.object({ date: z.string(), intakes: z.array(HydrationIntakeSchema) });
export type HydrationDay = z.infer<typeof HydrationDaySchema>;

/**
 * PATCH /api/hydration/intakes/:id: mark (completed, actual time now) or unmark a reminder; an
 * unscheduled intake is not a reminder (409): it is undone by deleting it.
 */
export const UpdateHydrationIntakeSchema = z
  .object({
    completed: z.boolean(),
    /** When it was marked (a mark queued offline is sent later); defaults to now. Ignored when unmarking. */
    markedAt: instant(HYDRATION_MESSAGES.drankAt).optional(),
  })
  .strict();
export type UpdateHydrationIntake = z.infer<typeof UpdateHydrationIntakeSchema>;

/** POST /api/hydration/intakes: an unscheduled intake ("bebi água agora"), the settings' size by default. */
export const CreateHydrationIntakeSchema = z
  .object({
    /** Client-generated id: sending the same intake again (offline retry) never duplicates it. */
    id: z.uuid({ error: 'Identificador inválido.' }).optional(),
    /** When the water was drunk (an intake queued offline is sent later); defaults to now. */
    drankAt: instant(HYDRATION_MESSAGES.drankAt).optional(),
    amountMl: z
      .number({ error: HYDRATION_MESSAGES.intakeSize })
      .refine((size) => (INTAKE_SIZES_ML as readonly number[]).includes(size), HYDRATION_MESSAGES.intakeSize)
      .optional(),
  })
  .strict();
export type CreateHydrationIntake = z.infer<typeof CreateHydrationIntakeSchema>;
