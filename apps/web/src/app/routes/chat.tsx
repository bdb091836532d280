import { useUser } from '@/features/auth/hooks/use-user';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { PageFrame } from '@/components/page';

export default function ChatRoute() {
  const user = useUser();
  return (
    <PageFrame title="Assistente Nutricional" width="3xl">
      <ChatScreen userId={user.id} />
    </PageFrame>
  );
}
