import { UnderConstruction } from '@/components/under-construction';

export default function SubscriptionRoute() {
  return (
    <UnderConstruction
      title="Assinatura Premium"
      description="Aqui você verá os planos Premium, poderá assinar e acompanhar a validade da sua assinatura."
    />
  );
}
