import { UnderConstruction } from '@/components/under-construction';

export default function HydrationRoute() {
  return (
    <UnderConstruction
      title="Hidratação"
      description="Aqui você acompanhará sua meta diária de água, os lembretes do dia e sua sequência de dias na meta."
    />
  );
}
