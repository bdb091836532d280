import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { DocumentTitle } from '@/components/document-title';

type AuthTab = 'login' | 'register';

interface AuthNotice {
  notice?: string;
  email?: string;
}

function readNotice(state: unknown): AuthNotice {
  if (typeof state !== 'object' || state === null) return {};
  const notice = 'notice' in state && typeof state.notice === 'string' ? state.notice : undefined;
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  return { notice, email };
}

/** Sign-in and sign-up tabs; the tab follows the URL (/login or /register). */
export function AuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = location.pathname === paths.register.path ? 'register' : 'login';
  const { notice, email } = readNotice(location.state);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  const changeTab = (value: string) => {
    setForgotEmail(null);
    navigate(value === 'register' ? paths.register.getHref() : paths.login.getHref(), { replace: true });
  };

  return (
    <>
      <DocumentTitle>{`${tab === 'login' ? 'Entrar' : 'Cadastrar'} · Prato Certo`}</DocumentTitle>
      {/* The page's heading for screen readers and the outline; the tabs below already show it. */}
      <h1 className="sr-only">{tab === 'login' ? 'Entrar' : 'Criar conta'}</h1>
      {notice ? (
        <Alert tone="info" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="Acesso à conta">
          <TabsTrigger value="login">Entrar</TabsTrigger>
          <TabsTrigger value="register">Cadastrar</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          {forgotEmail === null ? (
            <LoginForm defaultEmail={email} onForgotPassword={(value) => setForgotEmail(value)} />
          ) : (
            <ForgotPasswordForm defaultEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
          )}
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm
            onConfirmationRequired={(message, registeredEmail) =>
              navigate(paths.login.getHref(), {
                replace: true,
                state: { notice: message, email: registeredEmail } satisfies AuthNotice,
              })
            }
            onSignInInstead={(registeredEmail) =>
              navigate(paths.login.getHref(), { replace: true, state: { email: registeredEmail } satisfies AuthNotice })
            }
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
