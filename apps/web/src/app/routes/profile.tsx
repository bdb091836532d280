import { ACCOUNT_MESSAGES } from '@prato/core/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from '@/components/icons';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useProfile } from '@/api/profile';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { setSessionUser } from '@/features/auth/api/get-session';
import { EmailConfirmationNotice } from '@/features/auth/components/email-confirmation-notice';
import { refuseSignOutOffline, useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/hooks/use-user';
import { forgetFavoriteFoods } from '@/features/planner/hooks/use-favorite-foods';
import { AccountDataCard } from '@/features/profile/components/account-data-card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { PaymentHistory } from '@/features/profile/components/payment-history';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar';
import { SubscriptionCard } from '@/features/profile/components/subscription-card';
import { offlineQueue } from '@/lib/offline-queue';
import { clearReadCache } from '@/lib/read-cache';
import { DocumentTitle } from '@/components/document-title';

export default function ProfileRoute() {
  const profile = useProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const user = useUser();

  // Leave the guarded pages first, then drop the session: landing on / instead of bouncing to /login.
  // The session is dropped once this page has unmounted, not when `navigate` resolves: the router
  // commits the next page in a transition, and a session dropped while the guard above this page is
  // still mounted makes that guard redirect to /login.
  const afterLeaving = useRef<(() => void) | null>(null);
  useEffect(() => () => afterLeaving.current?.(), []);
  const leaveThen = (then: () => void) => {
    afterLeaving.current = then;
    void navigate(paths.landing.getHref(), { replace: true });
  };
  const signOut = () => {
    if (!refuseSignOutOffline()) leaveThen(() => logout.mutate());
  };
  const onDeleted = () =>
    leaveThen(() => {
      queryClient.clear();
      void clearReadCache();
      void offlineQueue.forgetUser(user.id);
      forgetFavoriteFoods(user.id);
      void setSessionUser(queryClient, null);
      toast.success(ACCOUNT_MESSAGES.deleted);
    });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <DocumentTitle>{pageTitle('Meu Perfil')}</DocumentTitle>
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meu Perfil</h1>
        <Button variant="outline" size="sm" onClick={signOut} disabled={logout.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sair
        </Button>
      </header>
      {profile.isPending ? (
        <LoadingState size="page" />
      ) : profile.isError ? (
        <ErrorState headingLevel={2} message="Erro ao carregar perfil" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <EmailConfirmationNotice email={user.email} confirmed={user.emailVerified} />
          <ProfileAvatar profile={profile.data} />
          <SubscriptionCard />
          <PaymentHistory />
          <PersonalInfoForm profile={profile.data} />
          <ChangePasswordForm />
          <AccountDataCard onDeleted={onDeleted} />
        </>
      )}
    </div>
  );
}
