import { UnderConstruction } from '@/components/under-construction';

export default function PlanRoute() {
  return (
    <UnderConstruction
      title="Planejar refeição"
      description="Aqui você escolherá os alimentos e a meta de calorias e receberá as porções calculadas com base na tabela TACO."
    />
  );
}
