import { z } from 'zod';
import { MacrosSchema, MEAL_TYPES, PortionSchema } from './planner';

/** Spec §3 Meal consumption. The id is a client-generated UUID: saving twice never duplicates. */
export const SaveMealSchema = z.object({
  id: z.uuid({ error: 'Identificador da refeição inválido.' }),
  mealType: z.enum(MEAL_TYPES, { error: 'Tipo de refeição inválido.' }),
  portions: z.array(PortionSchema).min(1, 'A refeição precisa de ao menos um alimento.').max(20),
  totalCalories: z.number().nonnegative(),
  totalMacros: MacrosSchema,
  glycemicData: z.object({ index: z.number().nullable(), load: z.number().nullable() }),
  /** When it was eaten; defaults to now. */
  consumedAt: z.iso.datetime({ offset: true }).optional(),
  /** The original app sent the food list too; accepted and not stored (spec §3). */
  foodItems: z.array(z.string()).optional(),
});
export type SaveMeal = z.infer<typeof SaveMealSchema>;

export const UpdateMealSchema = SaveMealSchema.omit({ id: true, foodItems: true }).partial();
export type UpdateMeal = z.infer<typeof UpdateMealSchema>;

export const MealSchema = z.object({
  id: z.string(),
  mealType: z.enum(MEAL_TYPES),
  totalCalories: z.number(),
  totalProtein: z.number(),
  totalCarbs: z.number(),
  totalFat: z.number(),
  totalFiber: z.number(),
  glycemicIndex: z.number().nullable(),
  glycemicLoad: z.number().nullable(),
  portions: z.array(PortionSchema),
  consumedAt: z.string(),
});
export type Meal = z.infer<typeof MealSchema>;

export const MealListSchema = z.object({
  meals: z.array(MealSchema),
  /** The plan's history limit (spec §6: free plan sees the newest 5); null = unlimited. */
  limit: z.number().int().nullable(),
});
export type MealList = z.infer<typeof MealListSchema>;
