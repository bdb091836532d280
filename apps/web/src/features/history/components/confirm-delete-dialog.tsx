import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

interface ConfirmDeleteDialogProps {
  /** What is being deleted, e.g. "a refeição Almoço de 10/06, 13:00". Null: closed. */
  subject: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** History: every deletion asks first; nothing is deleted until the explicit button. */
export function ConfirmDeleteDialog({ subject, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Excluir registro?"
        description={`Excluir ${subject ?? ''}? Esta ação não pode ser desfeita.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? 'Excluindo...' : 'Excluir'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
