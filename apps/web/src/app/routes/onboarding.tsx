import { UnderConstruction } from '@/components/under-construction';

export default function OnboardingRoute() {
  return (
    <UnderConstruction
      title="Configuração inicial"
      description="Aqui você informará seus dados e objetivo para calcularmos suas metas diárias de calorias."
    />
  );
}
