import { Page } from '@/components/page';
import { HistoryScreen } from '@/features/history/components/history-screen';

export default function HistoryRoute() {
  return (
    <Page title="Histórico" width="4xl" description="Suas refeições, atividades, água e peso registrados.">
      <HistoryScreen />
    </Page>
  );
}
