import { UnderConstruction } from '@/components/under-construction';

export default function HealthRoute() {
  return (
    <UnderConstruction
      title="Saúde e Metas"
      description="Aqui você informará seus dados corporais, verá seu IMC, definirá metas de calorias por refeição e registrará peso e atividades."
    />
  );
}
