import { Sparkles } from '@/components/icons';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '@/api/profile';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { ConfirmButton } from '@/components/ui/dialog-form';

/** Local storage: the onboarding-completed flag the original app kept on the device. */
const ONBOARDING_FLAG_KEY = 'onboarding_completed';

/**
 * 'Recalcular metas' (the original app's 'Recalcular com IA'): clears the onboarding flag and goes to
 * /onboarding. Named for what it does, since without a configured model the goals come from the formula.
 */
export function RecalculateWithAi() {
  const mutation = useUpdateProfile();
  const navigate = useNavigate();

  const confirm = (close: () => void) => {
    mutation.mutate(
      { onboardingCompleted: false },
      {
        onSuccess: () => {
          window.localStorage.removeItem(ONBOARDING_FLAG_KEY);
          close();
          void navigate(paths.onboarding.getHref());
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <ConfirmButton
      variant="outline"
      confirm={{
        title: 'Recalcular suas metas?',
        description:
          'Você refará o passo a passo inicial para calcular novas metas. As metas atuais continuam valendo até você concluir.',
        confirmLabel: 'Recalcular',
        pendingLabel: 'Aguarde...',
        tone: 'primary',
        pending: mutation.isPending,
        onConfirm: confirm,
      }}
    >
      <Sparkles className="size-4" aria-hidden />
      Recalcular metas
    </ConfirmButton>
  );
}
