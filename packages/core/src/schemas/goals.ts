import { z } from './z';
import { fitsRealColumn, text } from './input-rules';

/** Goal and Achievement ("other fields not shown": title, type, target, unit and code are ours). */
export const GOAL_MESSAGES = {
  title: 'Informe o título da meta (de 2 a 100 caracteres).',
  goalType: 'Tipo de meta inválido.',
  targetValue: 'Informe um valor de meta positivo.',
  targetValueRange: 'Informe um valor de meta entre 0 e 1.000.000.',
  unit: 'Unidade muito longa.',
  notFound: 'Meta não encontrada.',
} as const;

export const ACHIEVEMENT_MESSAGES = {
  code: 'Código de conquista inválido.',
  title: 'Informe o título da conquista (de 2 a 100 caracteres).',
  description: 'Descrição muito longa.',
} as const;

/** Largest goal target (kg, kcal, minutes, ml…): far above any real goal, well inside a `real` column. */
export const GOAL_TARGET_MAX = 1_000_000;

export const GOAL_TYPES = ['weight', 'calories', 'activity', 'hydration', 'custom'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const CreateGoalSchema = z.object({
  title: text({ min: 2, max: 100, message: GOAL_MESSAGES.title }),
  goalType: z.enum(GOAL_TYPES, { error: GOAL_MESSAGES.goalType }).optional(),
  targetValue: z
    .number({ error: GOAL_MESSAGES.targetValue })
    .positive(GOAL_MESSAGES.targetValue)
    .max(GOAL_TARGET_MAX, GOAL_MESSAGES.targetValueRange)
    .refine(fitsRealColumn, GOAL_MESSAGES.targetValueRange)
    .optional(),
  unit: text({ max: 20, message: GOAL_MESSAGES.unit }).optional(),
});
export type CreateGoal = z.infer<typeof CreateGoalSchema>;

export const GoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  goalType: z.string(),
  targetValue: z.number().nullable(),
  unit: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Goal = z.infer<typeof GoalSchema>;

export const GoalListQuerySchema = z.object({
  /** 'true': only active goals; absent: all, newest first. */
  active: z.enum(['true', 'false']).optional(),
});

export const CreateAchievementSchema = z.object({
  code: z
    .string({ error: ACHIEVEMENT_MESSAGES.code })
    .trim()
    .min(1, ACHIEVEMENT_MESSAGES.code)
    .max(50, ACHIEVEMENT_MESSAGES.code)
    .regex(/^[a-z0-9_]+$/, ACHIEVEMENT_MESSAGES.code),
  title: text({ min: 2, max: 100, message: ACHIEVEMENT_MESSAGES.title }),
  description: text({ max: 500, message: ACHIEVEMENT_MESSAGES.description }).optional(),
});
export type CreateAchievement = z.infer<typeof CreateAchievementSchema>;

export const AchievementSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  achievedAt: z.string(),
});
export type Achievement = z.infer<typeof AchievementSchema>;
