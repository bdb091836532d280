import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * For an account whose e-mail is not confirmed yet (possible when the instance does not require
 * confirmation to sign in): why it matters and a way to get a new link. A purchase made outside the
 * app (a checkout link without the account's id) reaches only an account that confirmed its e-mail.
 */
export function EmailConfirmationNotice({ email, confirmed }: { email: string; confirmed: boolean }) {
  const resend = useResendConfirmation();
  if (confirmed) return null;
  return (
    <Alert tone="info">
      <p>
        Seu email <strong className="break-all">{email}</strong> ainda não foi confirmado. Confirme-o para que uma
        assinatura paga com este email seja ligada à sua conta.
      </p>
      {resend.isSuccess ? (
        <p className="mt-2 font-medium">Enviamos um novo link de confirmação. Confira a caixa de entrada e o spam.</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email }, { onError: (error) => toast.error(errorMessage(error)) })}
        >
          {resend.isPending ? 'Enviando...' : 'Reenviar email de confirmação'}
        </Button>
      )}
    </Alert>
  );
}
