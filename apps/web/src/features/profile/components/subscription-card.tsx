import { FREE_PLAN_SUMMARY, getPlan } from '@prato/core/domain/plans';
import type { MySubscription } from '@prato/core/schemas/subscription';
import { CircleAlert, Crown, TriangleAlert } from '@/components/icons';
import { Link } from 'react-router';
import { usePlans } from '@/api/plans';
import { useMySubscription } from '@/api/subscription';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { countOf } from '@prato/core/domain/plural';

/** Subscription card: 'Renovar' when premium and expiring or expired, 'Assinar' when not premium. */
export function subscriptionAction(state: MySubscription): string {
  const paidPlan = state.subscription ? getPlan(state.subscription.plan).isPremium : false;
  if (state.isExpired && paidPlan) return 'Renovar Assinatura';
  if (state.isPremium && state.isExpiringSoon) return 'Renovar Assinatura';
  if (!state.isPremium) return 'Assinar Premium';
  return 'Gerenciar Plano';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function SubscriptionDetails({ state }: { state: MySubscription }) {
  const sub = state.subscription;
  const { labelOf } = usePlans();
  const days = state.daysRemaining;
  return (
    <div className="mt-4 space-y-4">
      {state.isExpired ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Sua assinatura expirou</p>
            <p>Você voltou para o Plano Gratuito. Renove para recuperar os recursos Premium.</p>
          </div>
        </div>
      ) : null}
      {state.isExpiringSoon ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Sua assinatura está perto de expirar</p>
            <p>Renove agora para não perder os recursos Premium.</p>
          </div>
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
          <Crown className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-lg font-semibold text-slate-900">{labelOf(sub?.plan ?? state.effectivePlan)}</p>
          <p className={state.isExpired ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}>
            {state.statusMessage}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Detail label="Início" value={formatDate(sub?.currentPeriodStart)} />
        <Detail label="Expira em" value={sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : 'Sem expiração'} />
        <Detail label="Dias restantes" value={days === null ? '—' : countOf(days, 'dia', 'dias')} />
      </dl>
      {!state.isPremium && !state.isExpired ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">Plano gratuito: {FREE_PLAN_SUMMARY}.</p>
      ) : null}
      <Button asChild variant={state.isPremium && !state.isExpiringSoon ? 'outline' : 'primary'}>
        <Link to={paths.subscription.getHref()}>{subscriptionAction(state)}</Link>
      </Button>
    </div>
  );
}

export function SubscriptionCard() {
  const subscription = useMySubscription();
  return (
    <Card aria-labelledby="subscription-title">
      <CardTitle id="subscription-title">Assinatura</CardTitle>
      {subscription.isPending ? (
        <LoadingState label="Carregando assinatura..." />
      ) : subscription.isError ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          Não foi possível carregar sua assinatura.{' '}
          <Button variant="link" onClick={() => void subscription.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <SubscriptionDetails state={subscription.data} />
      )}
    </Card>
  );
}
