import { Spinner } from '@/components/ui/spinner';
import { useLegalContact } from '../api/get-legal-contact';

/** The data controller and the DPO's e-mail, as this installation is configured (GET /api/legal/contact). */
export function ControllerContact() {
  const contact = useLegalContact();
  if (contact.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" label="Carregando o contato do controlador" />
        Carregando o contato do controlador…
      </p>
    );
  }
  if (contact.isError) {
    return (
      <p role="alert" className="text-sm">
        Não foi possível carregar o contato do controlador agora.{' '}
        <button
          type="button"
          onClick={() => void contact.refetch()}
          className="inline-flex min-h-11 items-center font-medium text-emerald-800 underline underline-offset-2"
        >
          Tentar novamente
        </button>
      </p>
    );
  }
  const { controllerName, contactEmail } = contact.data;
  return (
    <ul>
      <li>
        Controlador: <strong>{controllerName}</strong>.
      </li>
      <li>
        Encarregado pelo tratamento de dados (Art. 41):{' '}
        {contactEmail ? (
          <a href={`mailto:${contactEmail}`} className="font-medium text-emerald-800 underline underline-offset-2">
            {contactEmail}
          </a>
        ) : (
          'o operador desta instalação ainda não publicou um email de contato. Os direitos de acesso, portabilidade e eliminação podem ser exercidos diretamente no app, em Perfil: exportar os dados e excluir a conta.'
        )}
      </li>
    </ul>
  );
}
