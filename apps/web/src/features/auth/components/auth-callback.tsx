import { TIMING } from '@prato/core/domain/timing';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from '@/components/icons';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sessionQueryOptions } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { DocumentTitle } from '@/components/document-title';

/** Delays of the confirmation callback. */
export const CALLBACK_DELAYS_MS = {
  error: TIMING.callbackError,
  verified: TIMING.callbackEmailConfirmed,
  authenticated: TIMING.callbackAuthenticated,
  signedOut: TIMING.callbackSignedOut,
} as const;

interface CallbackView {
  status: 'loading' | 'success' | 'error';
  message?: string;
  redirect?: { to: string; delay: number };
}

const toLogin = (delay: number) => ({ to: paths.login.getHref(), delay });
const toHome = (delay: number) => ({ to: paths.home.getHref(), delay });

/** Landing point of the e-mail links: confirms the address, or hands recovery links to /reset-password. */
export function AuthCallback() {
  const [params] = useSearchParams();
  const errorParam = params.get('error');
  const errorDescription = params.get('error_description');
  const tokenHash = params.get('token_hash');
  const type = params.get('type');

  const isVerification = !errorParam && type === 'email' && Boolean(tokenHash);
  const isRecovery = !errorParam && type === 'recovery' && Boolean(tokenHash);
  const needsSession = !errorParam && !isVerification && !isRecovery;

  const verify = useVerifyEmail();
  const session = useQuery({ ...sessionQueryOptions(), enabled: needsSession });
  const navigate = useNavigate();

  // StrictMode runs effects twice; a verification token is single-use, so send it once.
  const verificationSent = useRef(false);
  const { mutate: verifyMutate } = verify;
  useEffect(() => {
    if (!isVerification || !tokenHash || verificationSent.current) return;
    verificationSent.current = true;
    verifyMutate({ token: tokenHash });
  }, [isVerification, tokenHash, verifyMutate]);

  const view = ((): CallbackView => {
    if (errorParam) {
      return {
        status: 'error',
        message: errorDescription || AUTH_MESSAGES.confirmEmailErrorFallback,
        redirect: toLogin(CALLBACK_DELAYS_MS.error),
      };
    }
    if (isVerification) {
      if (verify.isSuccess) {
        return {
          status: 'success',
          message: AUTH_MESSAGES.confirmEmailSuccess,
          redirect: toHome(CALLBACK_DELAYS_MS.verified),
        };
      }
      if (verify.isError) {
        return {
          status: 'error',
          message: AUTH_MESSAGES.confirmEmailFailed,
          redirect: toLogin(CALLBACK_DELAYS_MS.error),
        };
      }
      return { status: 'loading' };
    }
    if (needsSession) {
      if (session.isError) {
        return {
          status: 'error',
          message: AUTH_MESSAGES.callbackUnexpected,
          redirect: toLogin(CALLBACK_DELAYS_MS.error),
        };
      }
      if (session.isPending) return { status: 'loading' };
      if (session.data) {
        return {
          status: 'success',
          message: AUTH_MESSAGES.callbackAuthenticated,
          redirect: toHome(CALLBACK_DELAYS_MS.authenticated),
        };
      }
      return { status: 'loading', redirect: toLogin(CALLBACK_DELAYS_MS.signedOut) };
    }
    return { status: 'loading' };
  })();

  const redirectTo = view.redirect?.to;
  const redirectDelay = view.redirect?.delay;
  useEffect(() => {
    if (!redirectTo || redirectDelay === undefined) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), redirectDelay);
    return () => clearTimeout(timer);
  }, [redirectTo, redirectDelay, navigate]);

  if (isRecovery && tokenHash) return <Navigate to={paths.resetPassword.getHref(tokenHash)} replace />;

  return (
    <div className="flex flex-col items-center text-center" aria-live="polite">
      <DocumentTitle>Confirmação · Prato Certo</DocumentTitle>
      {view.status === 'loading' ? <Spinner className="size-12" /> : null}
      {view.status === 'success' ? <CircleCheck className="size-14 text-emerald-700" aria-hidden /> : null}
      {view.status === 'error' ? <CircleAlert className="size-14 text-red-500" aria-hidden /> : null}
      <h1 className="mt-4 text-xl font-semibold text-slate-900">
        {view.status === 'error' ? 'Não foi possível continuar' : 'Confirmação de conta'}
      </h1>
      {view.message ? (
        <p role={view.status === 'error' ? 'alert' : 'status'} className="mt-2 text-slate-600">
          {view.message}
        </p>
      ) : (
        <p className="mt-2 text-slate-600">Aguarde um instante...</p>
      )}
    </div>
  );
}
