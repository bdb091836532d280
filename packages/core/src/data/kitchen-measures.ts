import type { HouseholdMeasure } from './food-types';

/**
 * Kitchen measures of raw cooking ingredients (a recipe's "1 xícara de açúcar"), which the IBGE POF
 * 2008–2009 measures (foods as eaten) lack. Read only when a typed measure is not among the food's
 * own measures (food-amount.ts findMeasure); the planner never sees them, so the unit it shows for a
 * food does not change. Matched against the food's TACO name; every group cites its source (see
 * SOURCES.md, "Kitchen measures").
 */
export interface KitchenMeasureGroup {
  name: RegExp;
  source: string;
  measures: readonly HouseholdMeasure[];
}

const CASA_E_JARDIM =
  'Revista Casa e Jardim, "Tabela de conversão de medidas para receitas", jun. 2020 (revistacasaejardim.globo.com)';
const ESPACO_GOURMET =
  'Espaço Gourmet, "Guia de conversões e medidas para receitas" (espacogourmet.meionews.com, blog 4707)';

const MINHAS_RECEITAS =
  'As Minhas Receitas, "O que é creme de leite": creme de leite "de pacote (200ml)" e "de lata (300ml)" (asminhasreceitas.pt/dicas/o-que-e-creme-de-leite)';

const REVISTA_MENU =
  'Revista Menu, receita de pudim da Nestlé: "1 lata ou caixinha de leite condensado (395 g)" (revistamenu.com.br)';

export const KITCHEN_MEASURES: readonly KitchenMeasureGroup[] = [
  {
    // AÇÚCAR: 1 xícara 210 g, 1 colher de sopa 15 g, 1 colher de chá 5 g.
    name: /^Açúcar, (cristal|refinado)/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 210 },
      { label: 'colher de sopa', grams: 15 },
      { label: 'colher de chá', grams: 5 },
    ],
  },
  {
    // FARINHA DE TRIGO: 1 xícara 130 g, 1 colher de sopa 8 g, 1 colher de chá 2,5 g.
    name: /^Farinha, de trigo$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 130 },
      { label: 'colher de sopa', grams: 8 },
      { label: 'colher de chá', grams: 2.5 },
    ],
  },
  {
    // AZEITE OU ÓLEOS: 1 xícara 216 g, 1 colher de sopa 12 g, 1 colher de chá 4 g.
    name: /^(Óleo, de |Azeite, de oliva)/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 216 },
      { label: 'colher de sopa', grams: 12 },
      { label: 'colher de chá', grams: 4 },
    ],
  },
  {
    // MANTEIGA OU MARGARINA: 1 xícara 227 g, 1 colher de sopa 15 g, 1 colher de chá 5 g.
    name: /^Manteiga, (com|sem) sal$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 227 },
      { label: 'colher de sopa', grams: 15 },
      { label: 'colher de chá', grams: 5 },
    ],
  },
  {
    // CHOCOLATE OU CACAU EM PÓ: 1 xícara 96 g, 1 colher de sopa 8 g, 1 colher de chá 2,5 g.
    name: /^Achocolatado, pó$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 96 },
      { label: 'colher de sopa', grams: 8 },
      { label: 'colher de chá', grams: 2.5 },
    ],
  },
  {
    // FERMENTO QUÍMICO: 1 colher de sopa 12 g, 1 colher de chá 4 g.
    name: /^Fermento em pó, químico$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'colher de sopa', grams: 12 },
      { label: 'colher de chá', grams: 4 },
    ],
  },
  {
    // Arroz: 1 xícara 200 g (raw rice, as a recipe measures it).
    name: /^Arroz, (integral|tipo 1|tipo 2), cru$/u,
    source: ESPACO_GOURMET,
    measures: [{ label: 'xícara de chá', grams: 200 }],
  },
  {
    // The standard package's declared net content: lata or caixinha of 395 g.
    name: /^Leite, condensado$/u,
    source: REVISTA_MENU,
    measures: [
      { label: 'lata', grams: 395 },
      { label: 'caixinha', grams: 395 },
    ],
  },
  {
    // The packages' volumes in grams: cream of 17–25 % fat weighs about 1 g per ml (its fat, 0.92 g/ml,
    // is a fifth of it; the rest is milk serum, 1.03 g/ml), as the cans' labels print 300 g.
    name: /^Creme de Leite$/u,
    source: MINHAS_RECEITAS,
    measures: [
      { label: 'lata', grams: 300 },
      { label: 'caixinha', grams: 200 },
    ],
  },
];

/** The kitchen measures of a food by its TACO name (empty when none). */
export function kitchenMeasuresOf(foodName: string | undefined): readonly HouseholdMeasure[] {
  if (foodName === undefined) return [];
  return KITCHEN_MEASURES.find((group) => group.name.test(foodName))?.measures ?? [];
}
