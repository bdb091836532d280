import { expect, test } from 'vitest';
import { ACTIVITIES } from './activities';
import { DERIVED_FOOD_ID_MAX, DERIVED_FOOD_ID_MIN } from './derived-foods';
import { DISH_ID_MIN } from './dishes';
import { FOOD_NAMES } from './food-names';
import { FOODS } from './foods';
import {
  ACTIVITY_COUNT,
  DERIVED_FOOD_COUNT,
  DISH_FOOD_COUNT,
  EVERYDAY_FOOD_NAME_COUNT,
  TACO_FOOD_COUNT,
} from './library-stats';

test('the advertised library sizes are the sizes of the shipped data', () => {
  expect(TACO_FOOD_COUNT).toBe(FOODS.filter((food) => food.id < DERIVED_FOOD_ID_MIN).length);
  expect(DERIVED_FOOD_COUNT).toBe(
    FOODS.filter((food) => food.id >= DERIVED_FOOD_ID_MIN && food.id <= DERIVED_FOOD_ID_MAX).length,
  );
  expect(DISH_FOOD_COUNT).toBe(FOODS.filter((food) => food.id >= DISH_ID_MIN).length);
  expect(EVERYDAY_FOOD_NAME_COUNT).toBe(FOOD_NAMES.filter((name) => name.type === 'alias').length);
  expect(ACTIVITY_COUNT).toBe(ACTIVITIES.length);
});
