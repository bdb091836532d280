import { pageTitle } from '@/config/app';
import { useUser } from '@/features/auth/hooks/use-user';
import { HomeScreen } from '@/features/home/components/home-screen';
import { DocumentTitle } from '@/components/document-title';

export default function HomeRoute() {
  const user = useUser();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <DocumentTitle>{pageTitle('Início')}</DocumentTitle>
      <HomeScreen fullName={user.fullName} />
    </div>
  );
}
