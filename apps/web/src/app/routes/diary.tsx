import { Page } from '@/components/page';
import { DiaryScreen } from '@/features/diary/components/diary-screen';

export default function DiaryRoute() {
  return (
    <Page
      title="Diário alimentar"
      width="3xl"
      description="Registre o que você comeu em cada refeição, em gramas ou em medidas caseiras, em qualquer dia até hoje."
    >
      <DiaryScreen />
    </Page>
  );
}
