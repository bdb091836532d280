import { useUser } from '@/features/auth/hooks/use-user';
import { HomeScreen } from '@/features/home/components/home-screen';
import { PageFrame } from '@/components/page';

export default function HomeRoute() {
  const user = useUser();
  return (
    <PageFrame title="Início" width="6xl">
      <HomeScreen fullName={user.fullName} />
    </PageFrame>
  );
}
