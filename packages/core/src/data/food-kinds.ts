import type { FoodKind } from './food-types';

/**
 * The kind of every TACO food: a default per TACO group, then name rules inside the group, then
 * explicit overrides by TACO id for the foods no rule places well. Server and tests only.
 */

/** TACO group ids (taco.json `group_id`), in TACO's order. */
const GROUP_DEFAULT: Record<number, FoodKind> = {
  1: 'grain', // Cereais e derivados
  2: 'vegetable', // Verduras, hortaliças e derivados
  3: 'fruit', // Frutas e derivados
  4: 'oil', // Gorduras e óleos
  5: 'fish', // Pescados e frutos do mar
  6: 'meat', // Carnes e derivados
  7: 'dairy', // Leite e derivados
  8: 'beverage', // Bebidas (alcoólicas e não alcoólicas)
  9: 'egg', // Ovos e derivados
  10: 'sugar', // Produtos açucarados
  11: 'other', // Miscelâneas
  12: 'other', // Outros alimentos industrializados
  13: 'other', // Alimentos preparados (mostly overridden below)
  14: 'legume', // Leguminosas e derivados
  15: 'nut', // Nozes e sementes
};

interface NameRule {
  group: number;
  /** Tested against the TACO name. */
  pattern: RegExp;
  kind: FoodKind;
}

const NAME_RULES: readonly NameRule[] = [
  { group: 1, pattern: /^(Pão|Torrada|Biscoito|Bolo|Pastel)/u, kind: 'bread' },
  {
    group: 2,
    pattern:
      /^(Acelga|Agrião|Alface|Almeirão|Caruru|Catalonha|Chicória|Couve, manteiga|Espinafre|Mostarda|Repolho|Rúcula|Serralha|Taioba)/u,
    kind: 'leafy',
  },
  { group: 2, pattern: /^(Alfavaca|Cebolinha|Coentro|Manjericão|Salsa)/u, kind: 'other' },
  { group: 2, pattern: /^(Batata|Cará|Inhame|Mandioca, (cozida|crua|frita))/u, kind: 'tuber' },
  { group: 2, pattern: /^(Farinha|Fécula|Polvilho|Mandioca, farofa|Nhoque)/u, kind: 'grain' },
  { group: 2, pattern: /^(Biscoito|Pão)/u, kind: 'bread' },
  { group: 2, pattern: /^Tomate, (extrato|molho|purê)/u, kind: 'other' },
  { group: 3, pattern: /, suco/u, kind: 'beverage' },
  { group: 3, pattern: /doce em barra|doce em pasta|doce, cascão|doce em calda/u, kind: 'sugar' },
  { group: 6, pattern: /^Caldo de/u, kind: 'other' },
  { group: 6, pattern: /^(Coxinha|Empada)/u, kind: 'bread' },
  { group: 7, pattern: /^Queijo/u, kind: 'cheese' },
  { group: 11, pattern: /^Gelatina/u, kind: 'sugar' },
  { group: 14, pattern: /^Amendoim/u, kind: 'nut' },
  { group: 14, pattern: /^(Paçoca|Pé-de-moleque)/u, kind: 'sugar' },
  { group: 14, pattern: /^Soja, extrato solúvel/u, kind: 'dairy' },
  { group: 15, pattern: /^Farinha/u, kind: 'grain' },
];

/** Foods no group or name rule places well, by TACO id. */
const OVERRIDES: Record<number, FoodKind> = {
  125: 'vegetable', // Feijão, broto, cru (a sprout, not a pulse)
  453: 'sugar', // Leite, condensado
  466: 'dairy', // Queijo, petit suisse, morango (a fresh yoghurt-like dessert)
  468: 'cheese', // Queijo, requeijão, cremoso
  520: 'vegetable', // Azeitona, preta, conserva
  521: 'vegetable', // Azeitona, verde, conserva
  522: 'sugar', // Chantilly, spray, com gordura vegetal
  524: 'oil', // Maionese, tradicional com ovos
  584: 'legume', // Soja, queijo (tofu)
  596: 'fruit', // Pupunha, cozida
  // Alimentos preparados (group 13): by the dish's main ingredient.
  525: 'legume', // Acarajé (black-eyed pea fritter)
  526: 'grain', // Arroz carreteiro
  527: 'grain', // Baião de dois
  528: 'meat', // Barreado
  529: 'meat', // Bife à cavalo
  530: 'grain', // Bolinho de arroz
  531: 'fish', // Camarão à baiana
  532: 'meat', // Charuto, de repolho
  533: 'grain', // Cuscuz, de milho
  534: 'grain', // Cuscuz, paulista
  536: 'meat', // Dobradinha
  537: 'meat', // Estrogonofe de carne
  538: 'meat', // Estrogonofe de frango
  539: 'legume', // Feijão tropeiro mineiro
  540: 'legume', // Feijoada
  541: 'meat', // Frango, com açafrão
  542: 'grain', // Macarrão, molho bolognesa
  543: 'meat', // Maniçoba
  544: 'vegetable', // Quibebe
  545: 'vegetable', // Salada, de legumes, com maionese
  546: 'vegetable', // Salada, de legumes, cozida no vapor
  547: 'meat', // Salpicão, de frango
  548: 'meat', // Sarapatel
  549: 'grain', // Tabule
  551: 'bread', // Tapioca, com manteiga
  553: 'meat', // Vaca atolada
  555: 'legume', // Virado à paulista
  556: 'grain', // Yakisoba
};

export function foodKind(id: number, name: string, groupId: number): FoodKind {
  const override = OVERRIDES[id];
  if (override) return override;
  const rule = NAME_RULES.find((r) => r.group === groupId && r.pattern.test(name));
  if (rule) return rule.kind;
  const kind = GROUP_DEFAULT[groupId];
  if (!kind) throw new Error(`Unknown TACO group ${groupId} for food ${id}`);
  return kind;
}
