import { FOOD_SOURCE_LABELS } from '@prato/core/data/food-source';
import { formatNutrientAmount } from '@prato/core/domain/nutrient-warnings';
import { NUTRIENTS, type NutrientId } from '@prato/core/domain/nutrients';
import { RECIPE_MESSAGES, type RecipeNutrition } from '@prato/core/schemas/recipes';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatGrams } from '@prato/core/domain/format-number';

const formatCount = (count: number) => (count === 1 ? '1 nutriente' : `${count} nutrientes`);

interface Row {
  id: NutrientId;
  label: string;
  perServing: number | null;
  per100g: number | null;
}

/** Unknown is never a silent 0: an ingredient without the nutrient measured makes it "não medido". */
const amount = (id: NutrientId, value: number | null) =>
  value === null ? <span className="text-slate-500">não medido</span> : formatNutrientAmount(id, value);

/**
 * Every registry nutrient of a recipe, per serving and per 100 g of the dish as served, with the
 * sources of its ingredients' numbers.
 */
export function RecipeNutrientsTable({ nutrition, busy }: { nutrition: RecipeNutrition; busy?: boolean }) {
  const rows: Row[] = NUTRIENTS.map(({ id, label }) => ({
    id,
    label,
    perServing: nutrition.perServing.nutrients[id],
    per100g: nutrition.per100g.nutrients[id],
  }));
  const columns: DataColumn<Row>[] = [
    { id: 'nutrient', header: 'Nutriente', cell: (row) => row.label, cellClassName: 'font-medium text-slate-800' },
    {
      id: 'serving',
      header: nutrition.needsCookedGrams ? 'Por porção' : `Por porção (${formatGrams(nutrition.perServing.grams)})`,
      cell: (row) => amount(row.id, row.perServing),
      className: 'text-right',
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'per100g',
      // Without the cooked weight, 100 g of the raw ingredients, not of the dish.
      header: nutrition.needsCookedGrams ? RECIPE_MESSAGES.per100gOfRaw : 'Por 100 g',
      cell: (row) => amount(row.id, row.per100g),
      className: 'text-right',
      cellClassName: 'whitespace-nowrap',
    },
  ];
  const unknown = rows.filter((row) => row.perServing === null).length;
  const blocking = nutrition.ingredients.filter((ingredient) => ingredient.unmeasured.length > 0);
  return (
    <div className="space-y-2">
      <DataTable
        caption="Nutrientes da receita"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth="min-w-[18rem]"
        busy={busy}
      />
      <p className="text-xs text-slate-600">
        Fontes: {nutrition.sources.map((source) => FOOD_SOURCE_LABELS[source]).join(', ')}. Soma dos ingredientes
        {nutrition.cookedGrams === null
          ? ` (${formatGrams(nutrition.totalGrams)}, sem o peso pronto)`
          : `, por 100 g da receita pronta (${formatGrams(nutrition.cookedGrams)})`}
        .
        {unknown > 0
          ? ' “Não medido”: algum ingrediente não tem esse nutriente na tabela de composição, então o total não é mostrado.'
          : ''}
      </p>
      {unknown > 0 ? (
        <ul
          className="list-disc space-y-0.5 pl-5 text-xs text-slate-600"
          aria-label="Ingredientes sem todos os nutrientes"
        >
          {blocking.map((ingredient, index) => (
            <li key={`${ingredient.foodId}-${index}`}>
              {ingredient.name}: sem {formatCount(ingredient.unmeasured.length)} na tabela
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
