import { UnderConstruction } from '@/components/under-construction';

export default function HistoryRoute() {
  return (
    <UnderConstruction
      title="Histórico"
      description="Aqui você verá suas refeições, atividades, hidratação e peso registrados, com filtros por período."
    />
  );
}
