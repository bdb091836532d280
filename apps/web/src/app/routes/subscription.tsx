import { pageTitle } from '@/config/app';
import { PlansScreen } from '@/features/subscription/components/plans-screen';

export default function SubscriptionRoute() {
  return (
    <>
      <title>{pageTitle('Assinatura Premium')}</title>
      <PlansScreen />
    </>
  );
}
