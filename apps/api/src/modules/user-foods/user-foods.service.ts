import { round2 } from '@prato/core/domain/rounding';
import type { FoodComposition, FoodRecord } from '@prato/core/data/food-types';
import { normalizeBarcode } from '@prato/core/domain/barcode';
import { servingMeasureLabel, userFoodNameKey, userFoodRecord, userFoodRecordId } from '@prato/core/domain/user-food';
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
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';

const userFoodNotFound = () => notFound('USER_FOOD_NOT_FOUND', USER_FOOD_MESSAGES.notFound);
const duplicateName = () => conflict('USER_FOOD_NAME_TAKEN', USER_FOOD_MESSAGES.duplicateName);

/** Two decimals are plenty for a label and hide the float4 digits of the stored values. */

/**
 * The column (per 100 g) of each field of a food's composition: the one place a composition field
 * meets its user_foods column.
 */
const USER_FOOD_COMPOSITION_COLUMNS = {
  kcal: 'kcal',
  carbs: 'carbsG',
  protein: 'proteinG',
  fat: 'fatG',
  fiber: 'fiberG',
} as const satisfies Record<keyof FoodComposition, keyof UserFoodRow>;
const COMPOSITION_FIELDS = Object.keys(USER_FOOD_COMPOSITION_COLUMNS) as (keyof FoodComposition)[];
type CompositionColumns = Pick<UserFoodRow, (typeof USER_FOOD_COMPOSITION_COLUMNS)[keyof FoodComposition]>;

/** A row's composition per 100 g, read from its columns. */
const compositionOfRow = (row: CompositionColumns): FoodComposition =>
  Object.fromEntries(
    COMPOSITION_FIELDS.map((field) => [field, row[USER_FOOD_COMPOSITION_COLUMNS[field]]]),
  ) as FoodComposition;

/** A composition per 100 g as the row's columns. */
const columnsOf = (per100g: FoodComposition): CompositionColumns =>
  Object.fromEntries(
    COMPOSITION_FIELDS.map((field) => [USER_FOOD_COMPOSITION_COLUMNS[field], per100g[field]]),
  ) as CompositionColumns;

function nutrients(row: UserFoodRow, factor: number) {
  const scaled = (value: number | null | undefined) =>
    value === null || value === undefined ? null : round2(value * factor);
  const per100g = compositionOfRow(row);
  return {
    ...Object.fromEntries(COMPOSITION_FIELDS.map((field) => [field, scaled(per100g[field])])),
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
    ...(row.barcode ? { barcode: row.barcode } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row values of a label: per 100 g, whatever basis the user typed. */
function toValues(input: UserFoodInput): UserFoodValues {
  return {
    name: input.name,
    nameKey: userFoodNameKey(input.name),
    kind: input.kind,
    labelBasis: input.basis,
    ...columnsOf(labelPer100g(input)),
    labelNutrients: labelNutrientsPer100g(input),
    servingLabel: servingMeasureLabel(input.servingLabel),
    servingGrams: input.servingGrams,
    barcode: input.barcode ? (normalizeBarcode(input.barcode) ?? null) : null,
  };
}

export function createUserFoodsService({ repo, now }: { repo: UserFoodsRepo; now: Clock }) {
  return {
    async list(caller: Caller): Promise<UserFoodList> {
      return { foods: (await repo.list(caller.id)).map(toUserFood) };
    },
    async get(caller: Caller, id: string): Promise<UserFood> {
      const row = await repo.get(caller.id, id);
      if (!row) throw userFoodNotFound();
      return toUserFood(row);
    },
    async create(caller: Caller, input: UserFoodInput): Promise<UserFood> {
      if ((await repo.count(caller.id)) >= USER_FOOD_LIMITS.perUser)
        throw conflict('USER_FOODS_LIMIT', USER_FOOD_MESSAGES.limitReached);
      const row = await repo.insert(caller.id, toValues(input));
      if (!row) throw duplicateName();
      return toUserFood(row);
    },
    async update(caller: Caller, id: string, input: UserFoodInput): Promise<UserFood> {
      const row = await repo.update(caller.id, id, toValues(input), now());
      if (row === 'duplicate') throw duplicateName();
      if (!row) throw userFoodNotFound();
      return toUserFood(row);
    },
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.delete(caller.id, id))) throw userFoodNotFound();
    },

    /**
     * The user's food that corrects the product with this (normalised) barcode, if any, with its
     * catalogue id: it wins over the shared product for this user only.
     */
    async byBarcode(caller: Caller, barcode: string): Promise<{ food: UserFood; foodId: number } | null> {
      const row = await repo.byBarcode(caller.id, barcode);
      return row ? { food: toUserFood(row), foodId: userFoodRecordId(row.ref) } : null;
    },

    /**
     * Every food of the user as a FoodRecord (id negative, the label's nutrients): the food catalogue
     * loads them once per request and puts them before the library. At most USER_FOOD_LIMITS.perUser.
     */
    async records(subjectId: string): Promise<FoodRecord[]> {
      return (await repo.list(subjectId)).map((row) =>
        userFoodRecord({
          ref: row.ref,
          name: row.name,
          kind: row.kind,
          ...compositionOfRow(row),
          servingLabel: row.servingLabel,
          servingGrams: row.servingGrams,
          labelNutrients: row.labelNutrients,
        }),
      );
    },
  };
}
export type UserFoodsService = ReturnType<typeof createUserFoodsService>;
