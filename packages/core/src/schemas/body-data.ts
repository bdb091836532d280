/**
 * Body-data bounds and messages shared by onboarding step 1 and the health form: both use the same
 * numbers and texts.
 */
export const BODY_DATA_LIMITS = {
  weight: { min: 30, max: 300, step: 0.1 },
  height: { min: 100, max: 250, step: 1 },
  age: { min: 13, max: 120, step: 1 },
} as const;

export const BODY_DATA_MESSAGES = {
  weight: 'Por favor, insira um peso válido (30-300 kg)',
  height: 'Por favor, insira uma altura válida (100-250 cm)',
  age: 'Por favor, insira uma idade válida (13-120 anos)',
} as const;
