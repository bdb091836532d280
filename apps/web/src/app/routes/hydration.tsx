import { Page } from '@/components/page';
import { HydrationScreen } from '@/features/hydration/components/hydration-screen';

export default function HydrationRoute() {
  return (
    <Page
      title="Hidratação"
      width="6xl"
      description="Sua meta de água, os lembretes de hoje e sua sequência de dias na meta."
    >
      <HydrationScreen />
    </Page>
  );
}
