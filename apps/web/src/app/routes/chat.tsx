import { pageTitle } from '@/config/app';
import { useUser } from '@/features/auth/hooks/use-user';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { DocumentTitle } from '@/components/document-title';

export default function ChatRoute() {
  const user = useUser();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle>{pageTitle('Assistente Nutricional')}</DocumentTitle>
      <ChatScreen userId={user.id} />
    </div>
  );
}
