import type { ReactNode } from 'react';
import { Button } from './button';

interface InlineConfirmProps {
  /** The group's accessible name ("Confirmar exclusão"). */
  label: string;
  question: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A destructive action confirmed in place, for a row inside a dialog (a second dialog would stack):
 * the question, "Cancelar" and the red button; nothing happens until that button is pressed.
 */
export function InlineConfirm({ label, question, confirmLabel, pending, onCancel, onConfirm }: InlineConfirmProps) {
  return (
    <div role="group" aria-label={label} className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
      <p>{question}</p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button size="sm" variant="danger" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
