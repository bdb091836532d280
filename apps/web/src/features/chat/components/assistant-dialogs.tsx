import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ConfirmButton } from '@/components/ui/dialog-form';
import { clearChatHistory } from '../hooks/chat-history';

export type AssistantModal = 'premium' | 'history';

/**
 * The assistant button's two dialogs: 'Assistente Premium' (the plan has no chat) and the choice over a
 * saved conversation. Their own module, loaded by FloatingAssistantButton on the first open: the button is
 * on every signed-in page, and Radix's dialog (10 KB brotli) kept out of each page's first paint.
 */
export default function AssistantDialogs({
  modal,
  onClose,
  openChat,
  openPlans,
}: {
  modal: AssistantModal | null;
  onClose: () => void;
  openChat: () => void;
  openPlans: () => void;
}) {
  return (
    <>
      <Dialog open={modal === 'premium'} onOpenChange={(isOpen) => !isOpen && onClose()}>
        <DialogContent
          title="Assistente Premium"
          description="O assistente nutricional com IA é exclusivo dos planos Premium: tire dúvidas sobre suas refeições, calorias, peso e hidratação."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Agora não
            </Button>
            <Button
              onClick={() => {
                onClose();
                openPlans();
              }}
            >
              Ver planos Premium
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={modal === 'history'} onOpenChange={(isOpen) => !isOpen && onClose()}>
        <DialogContent title="Assistente Nutricional" description="Você tem uma conversa salva neste aparelho.">
          <div className="flex flex-col gap-2">
            <Button
              onClick={() => {
                onClose();
                openChat();
              }}
            >
              Continuar Conversa Anterior
            </Button>
            {/* Starting anew deletes the saved conversation: it asks first, as "Limpar conversa" does. */}
            <ConfirmButton
              variant="secondary"
              confirm={{
                title: 'Iniciar nova conversa?',
                description: 'A conversa salva será apagada deste aparelho. Isso não pode ser desfeito.',
                confirmLabel: 'Apagar e iniciar',
                onConfirm: (close) => {
                  clearChatHistory();
                  close();
                  onClose();
                  openChat();
                },
              }}
            >
              Iniciar Nova Conversa
            </ConfirmButton>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
