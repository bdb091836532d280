import { z } from 'zod';

/** Spec §3 Goal and Achievement ("other fields not shown": title, type, target, unit and code are ours). */
export const GOAL_MESSAGES = {
  title: 'Informe o título da meta (de 2 a 100 caracteres).',
  goalType: 'Tipo de meta inválido.',
  targetValue: 'Informe um valor de meta positivo.',
  unit: 'Unidade muito longa.',
  notFound: 'Meta não encontrada.',
} as const;

export const ACHIEVEMENT_MESSAGES = {
  code: 'Código de conquista inválido.',
  title: 'Informe o título da conquista (de 2 a 100 caracteres).',
  description: 'Descrição muito longa.',
} as const;

export const GOAL_TYPES = ['weight', 'calories', 'activity', 'hydration', 'custom'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const CreateGoalSchema = z.object({
  title: z.string({ error: GOAL_MESSAGES.title }).trim().min(2, GOAL_MESSAGES.title).max(100, GOAL_MESSAGES.title),
  goalType: z.enum(GOAL_TYPES, { error: GOAL_MESSAGES.goalType }).optional(),
  targetValue: z.number({ error: GOAL_MESSAGES.targetValue }).positive(GOAL_MESSAGES.targetValue).optional(),
  unit: z.string().trim().max(20, GOAL_MESSAGES.unit).optional(),
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
  title: z
    .string({ error: ACHIEVEMENT_MESSAGES.title })
    .trim()
    .min(2, ACHIEVEMENT_MESSAGES.title)
    .max(100, ACHIEVEMENT_MESSAGES.title),
  description: z.string().trim().max(500, ACHIEVEMENT_MESSAGES.description).optional(),
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
