import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { CircleAlert } from '@/components/icons';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { DocumentTitle } from '@/components/document-title';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <>
      <DocumentTitle>{pageTitle('Redefinir senha')}</DocumentTitle>
      {token ? (
        <>
          <h1 className="text-xl font-semibold text-slate-900">Criar nova senha</h1>
          <p className="mb-6 mt-1 text-sm text-slate-600">Escolha uma nova senha para a sua conta.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <div className="text-center">
          <CircleAlert className="mx-auto size-12 text-red-500" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Redefinir senha</h1>
          <p role="alert" className="mt-2 text-slate-600">
            {AUTH_MESSAGES.invalidResetToken}
          </p>
          <Button asChild className="mt-6">
            <Link to={paths.login.getHref()}>Ir para o login</Link>
          </Button>
        </div>
      )}
    </>
  );
}
