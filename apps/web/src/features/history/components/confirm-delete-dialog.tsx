import { ConfirmDialog } from '@/components/ui/dialog-form';

interface ConfirmDeleteDialogProps {
  /** What is being deleted, e.g. "a refeição Almoço de 10/06, 13:00". Null: closed. */
  subject: string | null;
  pending: boolean;
  /** The last try's failure; the dialog stays open with it. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** History: every deletion asks first; nothing is deleted until the explicit button. */
export function ConfirmDeleteDialog({ subject, pending, error, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={subject !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Excluir registro?"
      description={`Excluir ${subject ?? ''}? Esta ação não pode ser desfeita.`}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
