import { UnderConstruction } from '@/components/under-construction';

export default function ChatRoute() {
  return (
    <UnderConstruction
      title="Assistente Nutricional"
      description="Aqui assinantes Premium poderão conversar com o assistente nutricional."
    />
  );
}
