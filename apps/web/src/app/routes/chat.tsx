import { pageTitle } from '@/config/app';
import { useUser } from '@/features/auth/hooks/use-user';
import { ChatScreen } from '@/features/chat/components/chat-screen';

export default function ChatRoute() {
  const user = useUser();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>{pageTitle('Assistente Nutricional')}</title>
      <ChatScreen userId={user.id} />
    </div>
  );
}
