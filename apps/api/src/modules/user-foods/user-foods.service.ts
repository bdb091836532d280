import type { FoodRecord } from '@prato/core/data/food-types';
import { servingMeasureLabel, userFoodNameKey, userFoodRecord } from '@prato/core/domain/user-food';
import {
  LABEL_NUTRIENT_IDS,
  labelNutrientsPer100g,
  labelPer100g,
  USER_FOOD_LIMITS,
  USER_FOOD_MESSAGES,
  type UserFood,
  type UserFoodInput,
  type UserFoodList,
} from '@prato/core/schemas/user-foods';
import { notFound, conflict } from '../../lib/domain-error';
import type { UserFoodRow, UserFoodsRepo, UserFoodValues } from './user-foods.repo';
import type { Clock } from '../../lib/app-module';

const userFoodNotFound = () => notFound('USER_FOOD_NOT_FOUND', USER_FOOD_MESSAGES.notFound);
const duplicateName = () => conflict('USER_FOOD_NAME_TAKEN', USER_FOOD_MESSAGES.duplicateName);

/** Two decimals are plenty for a label and hide the float4 digits of the stored values. */
const round2 = (value: number) => Math.round(value * 100) / 100;

function nutrients(row: UserFoodRow, factor: number) {
  const scaled = (value: number | null | undefined) =>
    value === null || value === undefined ? null : round2(value * factor);
  return {
    kcal: round2(row.kcal * factor),
    carbs: round2(row.carbsG * factor),
    protein: round2(row.proteinG * factor),
    fat: round2(row.fatG * factor),
    fiber: scaled(row.fiberG),
    ...Object.fromEntries(LABEL_NUTRIENT_IDS.map((id) => [id, scaled(row.labelNutrients?.[id])])),
  } as UserFood['per100g'];
}

export function toUserFood(row: UserFoodRow): UserFood {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    basis: row.labelBasis,
    serving: { label: row.servingLabel, grams: row.servingGrams },
    per100g: nutrients(row, 1),
    perServing: nutrients(row, row.servingGrams / 100),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row values of a label: per 100 g, whatever basis the user typed. */
function toValues(input: UserFoodInput): UserFoodValues {
  const per100g = labelPer100g(input);
  return {
    name: input.name,
    nameKey: userFoodNameKey(input.name),
    kind: input.kind,
    labelBasis: input.basis,
    kcal: per100g.kcal,
    carbsG: per100g.carbs,
    proteinG: per100g.protein,
    fatG: per100g.fat,
    fiberG: per100g.fiber,
    labelNutrients: labelNutrientsPer100g(input),
    servingLabel: servingMeasureLabel(input.servingLabel),
    servingGrams: input.servingGrams,
  };
}

export function createUserFoodsService({ repo, now }: { repo: UserFoodsRepo; now: Clock }) {
  return {
    async list(userId: string): Promise<UserFoodList> {
      return { foods: (await repo.list(userId)).map(toUserFood) };
    },
    async get(userId: string, id: string): Promise<UserFood> {
      const row = await repo.get(userId, id);
      if (!row) throw userFoodNotFound();
      return toUserFood(row);
    },
    async create(userId: string, input: UserFoodInput): Promise<UserFood> {
      if ((await repo.count(userId)) >= USER_FOOD_LIMITS.perUser)
        throw conflict('USER_FOODS_LIMIT', USER_FOOD_MESSAGES.limitReached);
      const row = await repo.insert(userId, toValues(input));
      if (!row) throw duplicateName();
      return toUserFood(row);
    },
    async update(userId: string, id: string, input: UserFoodInput): Promise<UserFood> {
      const row = await repo.update(userId, id, toValues(input), now());
      if (row === 'duplicate') throw duplicateName();
      if (!row) throw userFoodNotFound();
      return toUserFood(row);
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw userFoodNotFound();
    },

    /**
     * Every food of the user as a FoodRecord (id negative, the label's nutrients): the food catalogue
     * loads them once per request and puts them before the library. At most USER_FOOD_LIMITS.perUser.
     */
    async records(userId: string): Promise<FoodRecord[]> {
      return (await repo.list(userId)).map((row) =>
        userFoodRecord({
          ref: row.ref,
          name: row.name,
          kind: row.kind,
          kcal: row.kcal,
          carbs: row.carbsG,
          protein: row.proteinG,
          fat: row.fatG,
          fiber: row.fiberG,
          servingLabel: row.servingLabel,
          servingGrams: row.servingGrams,
          labelNutrients: row.labelNutrients,
        }),
      );
    },
  };
}
export type UserFoodsService = ReturnType<typeof createUserFoodsService>;
