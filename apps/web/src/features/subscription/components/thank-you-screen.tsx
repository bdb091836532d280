import { PAYMENT_SYNC } from '@prato/core/domain/payments';
import { isPlanId } from '@prato/core/domain/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Check, PartyPopper } from '@/components/icons';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePlans } from '@/api/plans';
import { useMySubscription } from '@/api/subscription';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { syncPayments } from '../api/sync-payments';
import { formatDate } from '@/lib/format-date';

const COUNTDOWN_SECONDS = PAYMENT_SYNC.thankYouCountdownMs / 1000;

/**
 * Thank-you: one manual sync of the last 24 h (failures ignored). A purchase it applies reaches the
 * plan shown below over the live stream, like every other change of the subscription.
 */
const thankYouSyncOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ['payments', 'thank-you-sync', transactionId],
    queryFn: () =>
      syncPayments(PAYMENT_SYNC.recentLookbackMs)
        .then(({ result }) => result.subscriptionsPersisted)
        .catch(() => 0),
    staleTime: Infinity,
    retry: false,
  });

function useCountdown(active: boolean, onDone: () => void) {
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  useEffect(() => {
    if (active && left === 0) onDone();
  }, [active, left, onDone]);
  return left;
}

/**
 * /obrigado: confirms the purchase, shows the plan, its expiry and what it unlocks, then goes to the
 * app's home (/home): the person just paid while signed in, and the marketing page would greet them
 * with "Entrar" as if signed out.
 */
export function ThankYouScreen() {
  const [params] = useSearchParams();
  const requestedPlan = params.get('plan') ?? 'premium';
  const transactionId = params.get('transaction_id');
  const navigate = useNavigate();
  const sync = useQuery(thankYouSyncOptions(transactionId ?? ''));
  const subscription = useMySubscription();
  // The plan is named as this installation names it: its catalogue is read with the subscription.
  const plans = usePlans();
  const ready = sync.isFetched && subscription.isSuccess && !subscription.isFetching && plans.ready;
  const goHome = useCallback(() => void navigate(paths.home.getHref(), { replace: true }), [navigate]);
  const left = useCountdown(ready, goHome);

  if (!ready) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
        <Spinner label="Confirmando seu pagamento..." />
        <p className="mt-4 text-slate-600">Confirmando seu pagamento...</p>
      </div>
    );
  }

  const state = subscription.data;
  const plan = state.isPremium
    ? plans.offerOf(state.effectivePlan)
    : isPlanId(requestedPlan) && requestedPlan !== 'free'
      ? plans.offerOf(requestedPlan)
      : null;
  return (
    <div className="mx-auto w-full max-w-lg">
      <Card className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <PartyPopper className="size-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Obrigado!</h1>
        {state.isPremium ? (
          <>
            <p className="mt-2 text-slate-700">
              Sua assinatura <strong>{plan?.label}</strong> está ativa.
            </p>
            {state.subscription?.currentPeriodEnd ? (
              <p className="mt-1 text-sm text-slate-600">
                Válido até {formatDate(state.subscription.currentPeriodEnd)}
              </p>
            ) : null}
            <h2 className="mt-6 text-left text-sm font-semibold uppercase tracking-wide text-slate-500">
              Recursos liberados
            </h2>
            <ul className="mt-2 space-y-2 text-left text-sm text-slate-700">
              {(plan?.features ?? []).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            Recebemos seu pedido{plan ? ` do ${plan.label}` : ''}. Assim que o pagamento for confirmado, os recursos
            Premium são liberados automaticamente.
          </p>
        )}
        {transactionId ? <p className="mt-4 break-all text-xs text-slate-500">Transação: {transactionId}</p> : null}
        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          Você irá para o início do app em {left} s.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={paths.home.getHref()} replace>
              Ir para o início
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.profile.getHref()}>Ver minha assinatura</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
