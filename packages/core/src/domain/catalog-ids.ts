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

/** The largest ref a products row can have: refs are PostgreSQL integer identities (1 … 2³¹ − 1). */
const PRODUCT_REF_MAX = 2_147_483_647;

export const productFoodId = (ref: number): number => PRODUCT_ID_BASE + ref;
/** A food of the shipped library (TACO, derived, IBGE, dishes): not a person's own, a recipe or a product. */
export const isLibraryFoodId = (id: number): boolean => id > 0 && id < PRODUCT_ID_BASE;
/** Only ids whose ref a products row can have: any other (0, beyond the integer range) is no food at all. */
export const isProductFoodId = (id: number): boolean => id > PRODUCT_ID_BASE && id <= PRODUCT_ID_BASE + PRODUCT_REF_MAX;
export const productRefOf = (id: number): number => id - PRODUCT_ID_BASE;
