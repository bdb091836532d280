import { useNutrientDay } from '@/api/nutrients';
import { DayNutrientsResult, useDayWarnings } from '@/components/nutrients/day-nutrients-result';
import { NutrientBars } from '@/components/nutrients/nutrient-bars';
import { UltraProcessedLine } from '@/components/nutrients/ultra-processed-line';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

/**
 * "Nutrientes de hoje": the day's bars against the person's targets. Loaded lazily by the home screen
 * after its main cards (its code and its request are not in the page's first render).
 */
export default function DayNutrientsCard() {
  const day = useNutrientDay();
  const warnings = useDayWarnings(day.data, true);
  return (
    <Card aria-labelledby="nutrients-title" className="lg:col-span-2">
      <CardTitle id="nutrients-title">Nutrientes de hoje</CardTitle>
      <DayNutrientsResult day={day} errorMessage="Não foi possível carregar os nutrientes de hoje." className="mt-3">
        {(data) =>
          data.mealCount === 0 ? (
            <CardDescription>Os nutrientes do dia aparecem quando você registrar uma refeição.</CardDescription>
          ) : (
            <>
              <CardDescription>
                Vitaminas, minerais e gorduras das refeições registradas hoje, comparados com as suas metas.
              </CardDescription>
              <div className="mt-3">
                <NutrientBars items={data.items} warnings={warnings} scope="day" citation={data.citation} />
              </div>
              <UltraProcessedLine share={data.ultraProcessed} />
            </>
          )
        }
      </DayNutrientsResult>
    </Card>
  );
}
