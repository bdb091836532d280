import { pageTitle } from '@/config/app';
import { ThankYouScreen } from '@/features/subscription/components/thank-you-screen';

export default function ThankYouRoute() {
  return (
    <>
      <title>{pageTitle('Obrigado!')}</title>
      <ThankYouScreen />
    </>
  );
}
