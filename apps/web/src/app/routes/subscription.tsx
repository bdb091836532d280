import { pageTitle } from '@/config/app';
import { PlansScreen } from '@/features/subscription/components/plans-screen';
import { DocumentTitle } from '@/components/document-title';

export default function SubscriptionRoute() {
  return (
    <>
      <DocumentTitle>{pageTitle('Assinatura Premium')}</DocumentTitle>
      <PlansScreen />
    </>
  );
}
