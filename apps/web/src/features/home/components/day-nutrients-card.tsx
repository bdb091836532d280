import { dayWarnings } from '@prato/core/domain/nutrient-warnings';
import { useMemo } from 'react';
import { useNutrientDay } from '@/api/nutrients';
import { NutrientBars } from '@/components/nutrients/nutrient-bars';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * "Nutrientes de hoje": the day's bars against the person's targets. Loaded lazily by the home screen
 * after its main cards (its code and its request are not in the page's first render).
 */
export default function DayNutrientsCard() {
  const day = useNutrientDay();
  const warnings = useMemo(
    () => (day.data ? dayWarnings(day.data.items, { today: true, mealCount: day.data.mealCount }) : []),
    [day.data],
  );
  return (
    <Card aria-labelledby="nutrients-title" className="lg:col-span-2">
      <CardTitle id="nutrients-title">Nutrientes de hoje</CardTitle>
      {day.isPending ? (
        <div className="mt-4 flex justify-center py-6">
          <Spinner label="Carregando nutrientes..." />
        </div>
      ) : day.isError ? (
        <div className="mt-3 text-sm text-slate-600">
          <p>Não foi possível carregar os nutrientes de hoje.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void day.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : day.data.mealCount === 0 ? (
        <CardDescription>Os nutrientes do dia aparecem quando você registrar uma refeição.</CardDescription>
      ) : (
        <>
          <CardDescription>
            Vitaminas, minerais e gorduras das refeições registradas hoje, comparados com as suas metas.
          </CardDescription>
          <div className="mt-3">
            <NutrientBars items={day.data.items} warnings={warnings} scope="day" citation={day.data.citation} />
          </div>
        </>
      )}
    </Card>
  );
}
