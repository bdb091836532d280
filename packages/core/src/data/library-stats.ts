/**
 * Sizes of the data the app ships, for copy that must state real figures (landing, terms, privacy).
 * Plain numbers so the browser does not load the data itself; library-stats.test.ts keeps them equal
 * to the data.
 */

/** Foods of TACO 4ª ed. in foods.ts (ids 1–597). */
export const TACO_FOOD_COUNT = 597;

/** Everyday foods TACO does not measure (cooked forms, recipes, a few from USDA), in derived-foods.ts. */
export const DERIVED_FOOD_COUNT = 32;

/** Built-in Brazilian dishes and the few everyday foods of their list (ids 3001+), in dishes.ts. */
export const DISH_FOOD_COUNT = 173;

/** Everyday names (aliases such as "pão francês") that point to a food, in food-names.ts. */
export const EVERYDAY_FOOD_NAME_COUNT = 1065;

/** Named physical activities with a MET value, in activities.ts. */
export const ACTIVITY_COUNT = 121;
