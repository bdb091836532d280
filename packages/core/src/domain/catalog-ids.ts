/**
 * Food ids across the catalogue's sources, disjoint so an id alone says where a food lives:
 * - library (TACO 1–597, derived and IBGE foods 1001+, built-in dishes): positive, below PRODUCT_ID_BASE;
 * - a user's own food ("Meus alimentos"): -ref of its user_foods row (domain/user-food.ts);
 * - a user's recipe ("Minhas receitas"): -(RECIPE_ID_BASE + ref of its recipes row);
 * - a packaged product (barcode cache, shared): PRODUCT_ID_BASE + ref of its products row.
 */
export const RECIPE_ID_BASE = 1_000_000_000;
export const PRODUCT_ID_BASE = 1_000_000_000;

export const recipeFoodId = (ref: number): number => -(RECIPE_ID_BASE + ref);
export const isRecipeFoodId = (id: number): boolean => id <= -RECIPE_ID_BASE;
export const recipeRefOf = (id: number): number => -id - RECIPE_ID_BASE;

export const productFoodId = (ref: number): number => PRODUCT_ID_BASE + ref;
export const isProductFoodId = (id: number): boolean => id >= PRODUCT_ID_BASE;
export const productRefOf = (id: number): number => id - PRODUCT_ID_BASE;
