import { POF_MEASURES_CITATION } from './food-citations';
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

const RECEITAS_DA_SONIA =
  'Receitas da Sônia, "Medidas usadas em culinária": "1 colher/chá = 8 pitadas" (novomilenio.inf.br/sonia/medidas.htm)';

/**
 * Where no table gives the weight, the team's estimate, with its reasoning beside the group: a cup
 * (xícara de chá, 240 ml, Espaço Gourmet's "1 xícara = 240 ml") of the food by how it packs, or the
 * usual Brazilian package's net (or drained) weight printed on its label.
 */
const TEAM_ESTIMATE = 'Estimativa da equipe (medida estimada)';
const PACKAGE_LABEL = 'Estimativa da equipe: o peso líquido (ou drenado) impresso na embalagem usual';

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
  {
    // AMIDO DE MILHO: 1 xícara 130 g, 1 colher de sopa 8 g, 1 colher de chá 2,5 g (before: the grain
    // default's colher de sopa cheia of cooked rice, 25 g, three times a spoon of starch).
    name: /^Milho, amido, cru$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 130 },
      { label: 'colher de sopa', grams: 8 },
      { label: 'colher de chá', grams: 2.5 },
    ],
  },
  {
    // Polvilho is cassava starch, as fine and as heavy as corn starch: AMIDO DE MILHO's 130 / 8 / 2,5 g.
    name: /^Polvilho, doce$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 130 },
      { label: 'colher de sopa', grams: 8 },
    ],
  },
  {
    // CHOCOLATE OU CACAU EM PÓ: 1 xícara 96 g, 1 colher de sopa 8 g, 1 colher de chá 2,5 g.
    name: /^Chocolate em pó$/u,
    source: CASA_E_JARDIM,
    measures: [
      { label: 'xícara de chá', grams: 96 },
      { label: 'colher de sopa', grams: 8 },
      { label: 'colher de chá', grams: 2.5 },
    ],
  },
  {
    // "Castanhas: 1 xícara = 140 g", for the nuts a cup holds whole (cashews, peanuts, almonds).
    name: /^(Castanha-de-caju|Castanha-do-Brasil|Amendoim|Amêndoa)/u,
    source: ESPACO_GOURMET,
    measures: [{ label: 'xícara de chá', grams: 140 }],
  },
  {
    // Liquids: "1 xícara = 240 ml", read as grams (a juice weighs about 1 g per ml; coconut milk, fat
    // in water, about 1.0 g per ml).
    name: /^(Laranja, [^,]+, suco|Leite, de coco)$/u,
    source: ESPACO_GOURMET,
    measures: [{ label: 'xícara de chá', grams: 240 }],
  },
  {
    // The same cup of a thin tomato sauce; and its usual sachê, caixinha or lata, 340 g on the label.
    name: /^Tomate, molho industrializado$/u,
    source: `${ESPACO_GOURMET}; sachê, caixinha, lata: ${PACKAGE_LABEL}`,
    measures: [
      { label: 'xícara de chá', grams: 240 },
      { label: 'sachê', grams: 340 },
      { label: 'caixinha', grams: 340 },
      { label: 'lata', grams: 340 },
    ],
  },
  {
    // A pinch of ground pepper: 1/8 of its colher de chá (2 g, the team's estimate in dishes.ts), 0,25 g
    // to the 0,1 g grams are kept in.
    name: /^Pimenta-do-reino em pó$/u,
    source: RECEITAS_DA_SONIA,
    measures: [{ label: 'pitada', grams: 0.3 }],
  },
  // Cups of dry ingredients, by how loosely each packs into 240 ml (team estimates):
  // grated parmesan, 16 of the library's colheres de sopa of 5 g (food-measures.ts);
  { name: /^Queijo, parmesão$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 80 }] },
  // fubá, a corn flour a little coarser and lighter than farinha de trigo (130 g, Casa e Jardim);
  { name: /^Milho, fubá, cru$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 120 }] },
  // rolled oats, light flakes: about a third of the cup's weight in water;
  { name: /^Aveia, flocos, crua$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 80 }] },
  // farinha de mandioca, coarse dense grains: between farinha de trigo (130 g) and açúcar (210 g);
  { name: /^Farinha, de mandioca/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 150 }] },
  // farofa, that farinha toasted in fat, looser than the raw farinha;
  { name: /^Mandioca, farofa/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 130 }] },
  // grated fresh coconut, moist loose shreds;
  { name: /^Coco, cru$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 80 }] },
  // powdered milk, a light powder: about half the liquid milk's cup (200 g), near cocoa's 96 g;
  {
    name: /^Leite, de vaca, (integral|desnatado), pó$/u,
    source: TEAM_ESTIMATE,
    measures: [{ label: 'xícara de chá', grams: 100 }],
  },
  // walnut halves, lighter than whole nuts (140 g): about 20 halves of the POF's 5 g;
  { name: /^Noz, crua$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 100 }] },
  // granola, loose clusters of oats (80 g) with nuts (140 g) and dried fruit;
  { name: /^Granola$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 100 }] },
  // raisins, small dense fruit that pack closely;
  { name: /^Uva passa$/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 150 }] },
  // whole olives, each of the library's 4 g (food-measures.ts), about 32 to the cup.
  { name: /^Azeitona/u, source: TEAM_ESTIMATE, measures: [{ label: 'xícara de chá', grams: 130 }] },
  // A maço of couve manteiga from the feira: about ten leaves of 20 g (team estimate).
  { name: /^Couve, manteiga, crua$/u, source: TEAM_ESTIMATE, measures: [{ label: 'maço', grams: 200 }] },
  // The stock cube is the tablete itself (food-measures.ts, 10 g).
  { name: /^Caldo de (carne|galinha), tablete$/u, source: TEAM_ESTIMATE, measures: [{ label: 'cubo', grams: 10 }] },
  // Packages by their usual label: canned corn and peas drained 170 g (the 200 g can's "peso drenado"); tuna in oil drained 120 g (the
  // 170 g can; TACO's atum is drained, 6 g of fat); sardines in oil the whole 125 g can (TACO's
  // sardinha, 24 g of fat, is fish with its oil); dry pasta 500 g; requeijão cremoso 200 g; tomato
  // sauce 340 g.
  { name: /^Milho, verde, enlatado, drenado$/u, source: PACKAGE_LABEL, measures: [{ label: 'lata', grams: 170 }] },
  { name: /^Ervilha, enlatada, drenada$/u, source: PACKAGE_LABEL, measures: [{ label: 'lata', grams: 170 }] },
  { name: /^Atum, conserva em óleo$/u, source: PACKAGE_LABEL, measures: [{ label: 'lata', grams: 120 }] },
  { name: /^Sardinha, conserva em óleo$/u, source: PACKAGE_LABEL, measures: [{ label: 'lata', grams: 125 }] },
  { name: /^Macarrão, trigo, cru/u, source: PACKAGE_LABEL, measures: [{ label: 'pacote', grams: 500 }] },
  // A vidro (or lata) of champignon: the usual jar's drained weight, 100 g.
  {
    name: /^Champignon, em conserva$/u,
    source: PACKAGE_LABEL,
    measures: [
      { label: 'vidro', grams: 100 },
      { label: 'lata', grams: 100 },
    ],
  },
  // A caixa of fluid milk, the litre carton (read as 1,000 g, 1 ml taken as 1 g as everywhere).
  {
    name: /^Leite, de vaca, (integral|desnatado|semidesnatado)/u,
    source: PACKAGE_LABEL,
    measures: [{ label: 'caixa', grams: 1000 }],
  },
  { name: /^Queijo, requeijão, cremoso$/u, source: PACKAGE_LABEL, measures: [{ label: 'copo', grams: 200 }] },
  // A pote of yoghurt, natural or flavoured: the POF's own pot ("Iogurte natural - unidade", 200 g, the
  // measure the library's yoghurts list as "unidade"), one weight for every yoghurt.
  { name: /^Iogurte, (natural|sabor)/u, source: POF_MEASURES_CITATION, measures: [{ label: 'pote', grams: 200 }] },
  // Corn on the cob ("2 espigas de milho"): the POF's "Milho verde - espiga grande", 100 g of corn (food
  // 6300701, measure 31 ESPIGA).
  { name: /^Milho, verde/u, source: POF_MEASURES_CITATION, measures: [{ label: 'espiga', grams: 100 }] },
  // A plate of cooked pasta ("1 prato de macarrão"): the POF's plates of the pasta its other measures come
  // from (TACO 39, "Macarrão, instantâneo": prato raso cheio 320 g, prato fundo cheio 400 g). The planner
  // keeps serving it by the pegador and the escumadeira.
  {
    name: /^Macarrão, trigo, cozido$/u,
    source: POF_MEASURES_CITATION,
    measures: [
      { label: 'prato raso cheio', grams: 320 },
      { label: 'prato fundo cheio', grams: 400 },
    ],
  },
];

/** The kitchen measures of a food by its TACO name (empty when none). */
export function kitchenMeasuresOf(foodName: string | undefined): readonly HouseholdMeasure[] {
  if (foodName === undefined) return [];
  return KITCHEN_MEASURES.find((group) => group.name.test(foodName))?.measures ?? [];
}
