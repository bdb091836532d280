import type { AmountUnit } from './amount-unit';

// The numbers every screen and message shows, one way: whole kilocalories, grams and kilos to one
// decimal, the BMI always with its decimal, all with the pt-BR separators ("1.850 kcal", "42,3 g").
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const exactlyOneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1.850" */
export const formatInteger = (value: number) => integer.format(value);
/** "1.234,5", "68": a number to one decimal at most. */
export const formatOneDecimal = (value: number) => oneDecimal.format(value);
/** "1.850 kcal" */
export const formatKcal = (kcal: number) => `${integer.format(kcal)} kcal`;
/** A food's amount in the unit it is read in (amount-unit.ts): "150 g", "1.200 ml". */
export const formatAmount = (grams: number, unit: AmountUnit = 'g') => `${oneDecimal.format(grams)} ${unit}`;
/** "42,3 g", "1.250 g" */
export const formatGrams = (grams: number) => formatAmount(grams);
/** "70,5 kg", "68 kg" */
export const formatWeight = (kg: number) => `${oneDecimal.format(kg)} kg`;
/** "24,2", "25,0": a BMI keeps its decimal, the cut-offs (25,0, 30,0) are read with it. */
export const formatBmi = (bmi: number) => exactlyOneDecimal.format(bmi);
