import { pageTitle } from '@/config/app';
import { ThankYouScreen } from '@/features/subscription/components/thank-you-screen';
import { DocumentTitle } from '@/components/document-title';

export default function ThankYouRoute() {
  return (
    <>
      <DocumentTitle>{pageTitle('Obrigado!')}</DocumentTitle>
      <ThankYouScreen />
    </>
  );
}
