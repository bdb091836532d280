import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, DeleteAccountSchema, type DeleteAccount } from '@prato/core/schemas/account';
import { Download, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useExportData } from '../api/export-data';
import { useTimedMessage } from '../hooks/use-timed-message';
import { TimedAlert } from './timed-alert';

function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();
  const form = useForm<DeleteAccount>({ resolver: zodResolver(DeleteAccountSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      mutation.reset();
    }
  };
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values, { onSuccess: onDeleted }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 className="size-4" aria-hidden />
          Excluir conta
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Excluir conta"
        description="Esta ação é permanente: sua conta, seu perfil, refeições, atividades, pesos, hidratação e assinatura serão apagados e não poderão ser recuperados. Ficam guardados apenas os registros de pagamento e de acesso, pelo prazo que a lei exige. Uma assinatura paga continua ativa no provedor de pagamento: cancele-a lá para não ser cobrado de novo."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {mutation.isError ? (
            <Alert tone="error">{errorMessage(mutation.error, ACCOUNT_MESSAGES.deleteFailed)}</Alert>
          ) : null}
          <Field label="Senha" error={errors.password?.message} hint="Digite sua senha para confirmar.">
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" autoFocus />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <SubmitButton pending={mutation.isPending} pendingLabel="Excluindo..." variant="danger">
              Excluir conta definitivamente
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** LGPD rights: download everything the app holds about the user, or delete the account. */
export function AccountDataCard({ onDeleted }: { onDeleted: () => void }) {
  const exportData = useExportData();
  const { message, show } = useTimedMessage();

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => show({ tone: 'success', text: ACCOUNT_MESSAGES.exported }),
      onError: (error) => show({ tone: 'error', text: errorMessage(error, ACCOUNT_MESSAGES.exportFailed) }),
    });

  return (
    <Card aria-labelledby="account-data-title">
      <CardTitle id="account-data-title">Seus dados</CardTitle>
      <CardDescription>
        Baixe um arquivo JSON com tudo o que o Prato Certo guarda sobre você, ou exclua sua conta e todos os seus dados
        (LGPD).
      </CardDescription>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={onExport} disabled={exportData.isPending} aria-busy={exportData.isPending}>
          <Download className="size-4" aria-hidden />
          {exportData.isPending ? 'Exportando...' : 'Exportar dados'}
        </Button>
        <DeleteAccountDialog onDeleted={onDeleted} />
      </div>
      <TimedAlert message={message} />
    </Card>
  );
}
