/**
 * Sizes of the data the app ships, for marketing copy that must state real figures (landing, terms).
 * Plain numbers so the browser does not load the data itself; library-stats.test.ts keeps them equal
 * to the data.
 */

/** Foods of TACO 4ª ed. in foods.ts. */
export const TACO_FOOD_COUNT = 597;

/** Everyday names (aliases such as "pão francês") that point to a TACO food, in food-names.ts. */
export const EVERYDAY_FOOD_NAME_COUNT = 841;

/** Named physical activities with a MET value, in activities.ts. */
export const ACTIVITY_COUNT = 121;
