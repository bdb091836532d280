import { UnderConstruction } from '@/components/under-construction';

export default function ThankYouRoute() {
  return (
    <UnderConstruction
      title="Obrigado!"
      description="Aqui você verá a confirmação da sua assinatura e os recursos liberados."
    />
  );
}
