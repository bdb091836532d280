const gramsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const servingsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1.250 g", "7,5 g". */
export const formatGrams = (grams: number) => `${gramsFormat.format(grams)} g`;

/** "1 porção", "2,5 porções". */
export const formatServings = (servings: number) =>
  `${servingsFormat.format(servings)} ${servings === 1 ? 'porção' : 'porções'}`;

/** "320 kcal", or "energia não medida". */
export const formatKcal = (kcal: number | null) =>
  kcal === null ? 'energia não medida' : `${Math.round(kcal).toLocaleString('pt-BR')} kcal`;
