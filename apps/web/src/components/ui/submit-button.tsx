import { Button, type ButtonProps } from './button';

type SubmitButtonProps = ButtonProps & {
  /** The form is being sent: the button is disabled, busy and says `pendingLabel`. */
  pending: boolean;
  pendingLabel?: string;
};

/** A form's submit button that says it is busy while the form is sent (a dialog's: DialogActions). */
export function SubmitButton({
  pending,
  pendingLabel = 'Salvando...',
  disabled,
  children,
  ...button
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
