import {
  GOAL_MESSAGES,
  type Achievement,
  type CreateAchievement,
  type CreateGoal,
  type Goal,
} from '@prato/core/schemas/goals';
import { notFound } from '../../lib/domain-error';
import type { AchievementRow, GoalRow, GoalsRepo } from './goals.repo';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';
import type { Written } from '../../lib/written';
import { pick } from '../../lib/pick';

function toGoal(row: GoalRow): Goal {
  return {
    ...pick(row, 'id', 'title', 'goalType', 'targetValue', 'unit', 'isActive'),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function toAchievement(row: AchievementRow): Achievement {
  return { ...pick(row, 'id', 'code', 'title', 'description'), achievedAt: row.achievedAt.toISOString() };
}

export function createGoalsService({ repo, now }: { repo: GoalsRepo; now: Clock }) {
  return {
    async createGoal(caller: Caller, input: CreateGoal): Promise<Goal> {
      const row = await repo.insertGoal({
        userId: caller.id,
        title: input.title,
        goalType: input.goalType ?? 'custom',
        targetValue: input.targetValue ?? null,
        unit: input.unit || null,
      });
      return toGoal(row);
    },
    async listGoals(caller: Caller, active?: 'true' | 'false'): Promise<Goal[]> {
      const rows = await repo.listGoals(caller.id, active === undefined ? undefined : active === 'true');
      return rows.map(toGoal);
    },
    /** Goal: becomes inactive with completed_at set. Completing twice keeps the first date. */
    async completeGoal(caller: Caller, id: string): Promise<Goal> {
      const completed = await repo.completeGoal(caller.id, id, now());
      if (completed) return toGoal(completed);
      const existing = await repo.findGoal(caller.id, id);
      if (!existing) throw notFound('GOAL_NOT_FOUND', GOAL_MESSAGES.notFound);
      return toGoal(existing);
    },
    /** An achievement is earned once per code: awarding it again returns the first award. */
    async award(caller: Caller, input: CreateAchievement): Promise<Written<Achievement>> {
      const existing = await repo.findAchievementByCode(caller.id, input.code);
      if (existing) return { value: toAchievement(existing), created: false };
      const row = await repo.insertAchievement({
        userId: caller.id,
        code: input.code,
        title: input.title,
        description: input.description || null,
        achievedAt: now(),
      });
      return { value: toAchievement(row), created: true };
    },
    async listAchievements(caller: Caller): Promise<Achievement[]> {
      return (await repo.listAchievements(caller.id)).map(toAchievement);
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;
