import { expect, test } from 'vitest';
import { nutrientTarget } from './nutrient-targets';
import {
  addNutrients,
  NUTRIENT_IDS,
  NUTRIENTS,
  nutrientsFromPof,
  nutrientsFromTaco,
  NutrientsSchema,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  unknownNutrients,
  zeroNutrients,
  type Nutrients,
} from './nutrients';

/** TACO 4th ed. food 1, "Arroz, integral, cozido", as taco.json holds it (values and markers). */
const TACO_BROWN_RICE = {
  id: 1,
  kcal: 124,
  protein_g: 2.6,
  carbs_g: 25.8,
  fat_g: 1.0,
  fiber_g: 2.7,
  cholesterol_mg: null,
  saturated_g: 0.3,
  monounsaturated_g: 0.4,
  polyunsaturated_g: 0.3,
  trans_18_1t_g: null,
  trans_18_2t_g: null,
  calcium_mg: 5,
  magnesium_mg: 59,
  manganese_mg: 0.63,
  phosphorus_mg: 106,
  iron_mg: 0.3,
  sodium_mg: 1,
  potassium_mg: 75,
  copper_mg: 0.02,
  zinc_mg: 0.7,
  rae_mcg: null,
  thiamine_mg: 0.08,
  riboflavin_mg: 0,
  pyridoxine_mg: 0.08,
  niacin_mg: 0,
  vitamin_c_mg: null,
  markers: {
    cholesterol_mg: 'NA',
    niacin_mg: 'Tr',
    rae_mcg: 'blank',
    riboflavin_mg: 'Tr',
    trans_18_1t_g: 'blank',
    trans_18_2t_g: 'blank',
    vitamin_c_mg: 'blank',
  },
};

/** IBGE POF 2008–09, 6300101 "Arroz (polido, parboilizado, agulha, agulhinha, etc.)", Não se aplica. */
const POF_RICE = {
  energia_kcal: 135.62,
  proteina_g: 2.5,
  lipideos_totais_g: 1.2,
  carboidrato_g: 27.78,
  fibra_alimentar_total_g: 1.55,
  calcio_mg: 3.51,
  sodio_mg: 1.19,
  sodio_de_adicao_mg: 382.0,
  selenio_mcg: 0.45,
  vitamina_c_mg: null,
  ag_trans_total_g: 0.01,
  acucar_de_adicao_g: null,
};

const withValues = (values: Partial<Nutrients>): Nutrients => ({ ...unknownNutrients(), ...values });

test('every registry entry has a unique id, a pt-BR label, a unit and a source column', () => {
  expect(new Set(NUTRIENT_IDS).size).toBe(NUTRIENTS.length);
  for (const nutrient of NUTRIENTS) {
    expect(nutrient.label.length, nutrient.id).toBeGreaterThan(2);
    expect(['kcal', 'g', 'mg', 'mcg']).toContain(nutrient.unit);
    expect('taco' in nutrient || 'pof' in nutrient, nutrient.id).toBe(true);
  }
});

test("TACO's Tr and NA are 0, its blank cells are unknown, and trans fat sums its two columns", () => {
  const rice = nutrientsFromTaco(TACO_BROWN_RICE);
  expect(rice.energy).toBe(124);
  expect(rice.fiber).toBe(2.7);
  expect(rice.niacin).toBe(0); // Tr
  expect(rice.riboflavin).toBe(0); // Tr
  expect(rice.cholesterol).toBe(0); // NA: a plant has none
  expect(rice.vitaminC).toBeNull(); // blank: not analysed
  expect(rice.vitaminA).toBeNull();
  expect(rice.transFat).toBeNull(); // both columns blank
  expect(rice.selenium).toBeNull(); // TACO does not measure it
  expect(nutrientsFromTaco({ ...TACO_BROWN_RICE, trans_18_1t_g: 0.1, trans_18_2t_g: 0.05 }).transFat).toBeCloseTo(0.15);
  expect(nutrientsFromTaco({ ...TACO_BROWN_RICE, trans_18_1t_g: 0.1 }).transFat).toBeNull();
});

test("IBGE's sodium is the food's own plus the salt of cooking; its '-' stays unknown", () => {
  const rice = nutrientsFromPof(POF_RICE);
  expect(rice.sodium).toBeCloseTo(383.19);
  expect(rice.energy).toBe(135.62);
  expect(rice.selenium).toBe(0.45);
  expect(rice.vitaminC).toBeNull();
  expect(rice.addedSugars).toBeNull();
  expect(rice.iron).toBeNull(); // not in this excerpt: unknown, not 0
  // A food that gets no salt in cooking ("-" in that column) keeps its own sodium.
  expect(nutrientsFromPof({ ...POF_RICE, sodio_de_adicao_mg: null }).sodium).toBeCloseTo(1.19);
  expect(nutrientsFromPof({ ...POF_RICE, sodio_mg: null }).sodium).toBeNull();
});

test('a sum keeps unknown apart from zero and says which totals are partial', () => {
  const bean = withValues({ energy: 76, iron: 1.3, vitaminC: null });
  const rice = withValues({ energy: 128, iron: 0.1, vitaminC: 0 });
  const { total, incomplete } = sumNutrients([bean, rice]);
  expect(total.energy).toBe(204);
  expect(total.iron).toBeCloseTo(1.4);
  expect(total.vitaminC).toBe(0); // rice measured 0; beans unknown
  expect(incomplete).toContain('vitaminC');
  expect(incomplete).not.toContain('energy');
  expect(total.selenium).toBeNull(); // measured by neither
  expect(incomplete).toContain('selenium');
  // Nothing eaten: zero of everything, nothing partial.
  expect(sumNutrients([])).toEqual({ total: zeroNutrients(), incomplete: [] });
});

test('add, scale and round never turn unknown into a number', () => {
  const food = withValues({ energy: 128, iron: 0.13, vitaminC: null });
  const portion = scaleNutrients(food, 1.5);
  expect(portion.energy).toBe(192);
  expect(portion.iron).toBeCloseTo(0.195);
  expect(portion.vitaminC).toBeNull();
  expect(addNutrients(portion, zeroNutrients()).vitaminC).toBeNull();
  const rounded = roundNutrients(withValues({ energy: 191.6, iron: 0.1949, copper: 0.0149, vitaminC: null }));
  expect(rounded.energy).toBe(192);
  expect(rounded.iron).toBe(0.2);
  expect(rounded.copper).toBe(0.01);
  expect(rounded.vitaminC).toBeNull();
});

test('the schema is built from the registry: every id, numbers ≥ 0 or null', () => {
  expect(NutrientsSchema.safeParse(zeroNutrients()).success).toBe(true);
  expect(NutrientsSchema.safeParse(unknownNutrients()).success).toBe(true);
  const { iron: _iron, ...withoutIron } = zeroNutrients();
  expect(NutrientsSchema.safeParse(withoutIron).success).toBe(false);
  expect(NutrientsSchema.safeParse({ ...zeroNutrients(), iron: -1 }).success).toBe(false);
});

test('DRI targets by sex and life stage, WHO limits by energy', () => {
  const woman30 = { sex: 'female', age: 30, energyKcal: 2000 } as const;
  const girl14 = { sex: 'female', age: 14, energyKcal: 2000 } as const;
  const man60 = { sex: 'male', age: 60, energyKcal: 2400 } as const;
  const woman60 = { sex: 'female', age: 60, energyKcal: 1800 } as const;
  expect(nutrientTarget('iron', woman30)).toEqual({ amount: 18, kind: 'goal' });
  expect(nutrientTarget('iron', girl14).amount).toBe(15);
  expect(nutrientTarget('iron', woman60).amount).toBe(8);
  expect(nutrientTarget('calcium', girl14).amount).toBe(1300);
  expect(nutrientTarget('calcium', man60).amount).toBe(1000);
  expect(nutrientTarget('calcium', woman60).amount).toBe(1200);
  expect(nutrientTarget('fiber', man60).amount).toBe(30);
  expect(nutrientTarget('vitaminC', woman30).amount).toBe(75);
  expect(nutrientTarget('sodium', woman30)).toEqual({ amount: 2000, kind: 'limit' });
  expect(nutrientTarget('saturatedFat', woman30).amount).toBeCloseTo(22.2, 1);
  expect(nutrientTarget('saturatedFat', woman30).kind).toBe('limit');
  expect(nutrientTarget('protein', woman30).amount).toBe(150);
  expect(nutrientTarget('cholesterol', woman30).amount).toBeNull();
  expect(nutrientTarget('energy', man60)).toEqual({ amount: 2400, kind: 'goal' });
});
