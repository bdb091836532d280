import { FRONT_OF_PACK_NUTRIENTS, FRONT_OF_PACK_STATUSES } from '../domain/front-of-pack';
import { NutrientsSchema } from '../domain/nutrients';
import { z } from './z';

/**
 * Packaged foods read by barcode (issue 35): our cache of Open Food Facts, the ANVISA front-of-pack
 * magnifier computed by us, and the NOVA group. Shared by the API answer and the web screens.
 */

export const PRODUCT_SOURCE = 'Open Food Facts (ODbL)';

export const PRODUCT_MESSAGES = {
  invalidBarcode: 'Código de barras inválido: confira os dígitos (EAN-13, EAN-8 ou UPC-A).',
  notFound:
    'Produto não encontrado no Open Food Facts. Você pode cadastrá-lo pelo rótulo em "Meus alimentos", com o código de barras já preenchido.',
  unavailable:
    'O Open Food Facts não respondeu agora e este produto ainda não está salvo no Prato Certo. Tente de novo em alguns minutos ou cadastre o produto pelo rótulo.',
  impossibleValues:
    'Os valores deste produto no Open Food Facts parecem impossíveis (por exemplo, mais de 900 kcal ou mais de 100 g de um nutriente em 100 g): corrija-os para você antes de usá-lo no plano.',
  missingValues:
    'Faltam a energia ou os macronutrientes deste produto no Open Food Facts: corrija-os para você antes de usá-lo no plano.',
  citation: `Fonte: ${PRODUCT_SOURCE}`,
  mine: 'Sua correção (Meu alimento)',
  type: 'Produto',
  ultraProcessed: 'ultraprocessado',
  ultraProcessedTitle: 'Ultraprocessado (NOVA 4): o Guia Alimentar recomenda evitar.',
} as const;

export const BarcodeParamsSchema = z.object({
  barcode: z.string().max(32, PRODUCT_MESSAGES.invalidBarcode),
});

export const FrontOfPackFlagSchema = z.object({
  nutrient: z.enum(FRONT_OF_PACK_NUTRIENTS),
  status: z.enum(FRONT_OF_PACK_STATUSES),
});

export const NovaGroupSchema = z.number().int().min(1).max(4).nullable();

/** What a portion of a packaged food carries, so /plan and saved meals show its magnifier and NOVA mark. */
export const PackagedInfoSchema = z.object({
  barcode: z.string(),
  nova: NovaGroupSchema,
  frontOfPack: z.array(FrontOfPackFlagSchema),
});
export type PackagedInfo = z.infer<typeof PackagedInfoSchema>;

/**
 * GET /api/products/:barcode. `nutrients` per 100 g or per 100 ml (`basis`), by registry id, unknown =
 * null. `foodId` and `foodName` are how the planner, meals and the diary name it. `mine`: the user's
 * own correction (a "Meu alimento" with this barcode), which wins for them. `plannable` false (with
 * `notice`) when the values are impossible or energy and macronutrients are missing.
 */
export const ProductSchema = z.object({
  barcode: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  quantity: z.string().nullable(),
  basis: z.enum(['100g', '100ml']),
  nutrients: NutrientsSchema,
  servingGrams: z.number().positive().nullable(),
  nova: NovaGroupSchema,
  frontOfPack: z.array(FrontOfPackFlagSchema),
  source: z.string(),
  foodId: z.number().int(),
  foodName: z.string(),
  plannable: z.boolean(),
  notice: z.string().optional(),
  mine: z.boolean(),
  /** The user's food's id ("Meus alimentos"), when `mine`. */
  userFoodId: z.string().optional(),
});
export type Product = z.infer<typeof ProductSchema>;
