import { LoaderCircle, Trash2 } from '@/components/icons';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

type TargetDialogProps<T> = Omit<ComponentProps<typeof DialogContent>, 'title' | 'description' | 'children'> & {
  /** What the dialog is about; null: closed. */
  target: T | null;
  onClose: () => void;
  title: (target: T) => ReactNode;
  description?: (target: T) => ReactNode;
  /** The form, drawn (and so reset) each time the dialog opens. */
  children: (target: T) => ReactNode;
};

/** A dialog open while it has a target (an item, a slot…), its form drawn afresh for each one. */
export function TargetDialog<T>({ target, onClose, title, description, children, ...content }: TargetDialogProps<T>) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target !== null ? (
        <DialogContent title={title(target)} description={description?.(target)} {...content}>
          {children(target)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A dialog's form: checked by its own rules (pt-BR messages), never by the browser's bubbles. */
export function DialogForm({
  onSubmit,
  className,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      noValidate
      className={cn('space-y-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...props}
    />
  );
}

/** A form's refusal, read out as it appears; the line keeps its height so nothing jumps. */
export function FormAlert({ error, id, className }: { error: string | null; id?: string; className?: string }) {
  return (
    <p id={id} role="alert" className={cn('min-h-5 text-sm text-red-700', className)}>
      {error ?? ''}
    </p>
  );
}

type DialogActionsProps = Omit<ButtonProps, 'children'> & {
  pending: boolean;
  /** The main button's text; null: only "Cancelar" (nothing to send yet). */
  label: ReactNode;
  pendingLabel?: string;
};

/**
 * A dialog form's buttons: "Cancelar" closes the dialog, the main button submits (or runs its onClick)
 * and says it is busy while the change is sent.
 */
export function DialogActions({
  pending,
  label,
  pendingLabel = 'Salvando...',
  disabled,
  type = 'submit',
  ...button
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      {label !== null ? (
        <Button type={type} disabled={pending || disabled} aria-busy={pending} {...button}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? pendingLabel : label}
        </Button>
      ) : null}
    </div>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The explicit button: nothing happens until it is pressed. */
  confirmLabel?: string;
  pendingLabel?: string;
  /** Red for a deletion; primary for a disruptive but not destructive action. */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  /** Why the last try failed; shown in the dialog, which stays open so the person can try again. */
  error?: string | null;
  onConfirm: () => void;
}

/** A destructive or disruptive action asks first: "Cancelar" closes, the explicit button ("Excluir" by default) does it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Excluir',
  pendingLabel = 'Excluindo...',
  tone = 'danger',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {error !== undefined ? <FormAlert error={error} className="mb-2" /> : null}
        <DialogActions
          type="button"
          variant={tone}
          pending={pending}
          label={confirmLabel}
          pendingLabel={pendingLabel}
          onClick={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}

type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The dialog the button opens; its explicit button runs `onConfirm`, which closes it with `close`. */
  confirm: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> & {
    onConfirm: (close: () => void) => void;
  };
};

/** A button whose action asks first: it opens a ConfirmDialog, and only the dialog's explicit button acts. */
export function ConfirmButton({ confirm: { onConfirm, ...dialog }, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} onConfirm={() => onConfirm(() => setOpen(false))} />
    </>
  );
}

interface DeleteButtonProps {
  /** The icon button's accessible name, e.g. "Excluir atividade Corrida (10/06, 07:00)". */
  label: string;
  title: string;
  description: string;
  /** The deletion by id, and the toasts that follow it. */
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  id: string;
  messages: { deleted: string; deleteFailed: string };
}

/** A row's trash button: asks first (ConfirmDialog), then deletes and says so in a toast. */
export function DeleteButton({ label, title, description, remove, id, messages }: DeleteButtonProps) {
  return (
    <ConfirmButton
      variant="ghost"
      size="icon"
      aria-label={label}
      confirm={{
        title,
        description,
        pending: remove.isPending,
        // Its own promise, not `mutate`'s callbacks: the lists read again after a deletion drop this row (and
        // its button) before the answer's turn comes, and React Query skips an unmounted caller's callbacks.
        onConfirm: (close) =>
          void remove.mutateAsync(id).then(
            () => {
              close();
              toast.success(messages.deleted);
            },
            () => toast.error(messages.deleteFailed),
          ),
      }}
    >
      <Trash2 className="size-4" aria-hidden />
    </ConfirmButton>
  );
}
