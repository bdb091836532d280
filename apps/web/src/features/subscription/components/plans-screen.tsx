import { FREE_MEALS_PER_DAY, MEAL_LIMIT_TEXTS, formatBRL } from '@prato/core/domain/plans';
import { PAYMENT_SYNC } from '@prato/core/domain/payments';
import { CHECKOUT_MESSAGES, type CheckoutRequest } from '@prato/core/schemas/payments';
import type { PlanOffer } from '@prato/core/schemas/plans';
import type { MySubscription } from '@prato/core/schemas/subscription';
import { ArrowLeft, Check, Crown, RefreshCw } from '@/components/icons';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { usePlans } from '@/api/plans';
import { useMySubscription } from '@/api/subscription';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useStartCheckout } from '../api/start-checkout';
import { useSyncPayments } from '../api/sync-payments';
import { formatDate } from '@/lib/format-date';

type PaidPlanId = CheckoutRequest['plan'];

const PERIOD_TEXT = { monthly: 'por mês', quarterly: 'a cada 3 meses', yearly: 'por ano', none: '' } as const;

const FAQ = [
  {
    question: 'A assinatura é renovada automaticamente?',
    answer:
      'Sim. Ao fim de cada período a cobrança é renovada automaticamente no mesmo plano, para você não perder o acesso Premium.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim, você pode cancelar a qualquer momento, sem multa. O acesso Premium continua até o fim do período já pago.',
  },
  {
    question: 'O que acontece se eu não renovar?',
    answer: `Você volta para o plano gratuito, com ${MEAL_LIMIT_TEXTS.perDaySentence(FREE_MEALS_PER_DAY)}, diário alimentar ilimitado e histórico limitado. Seus registros continuam guardados.`,
  },
] as const;

function ActivePlanBanner({ state, label }: { state: MySubscription; label: string }) {
  const sync = useSyncPayments();
  const refresh = () =>
    sync.mutate(PAYMENT_SYNC.recentLookbackMs, {
      onSuccess: () => toast.success('Status da assinatura atualizado.'),
      onError: () => toast.error('Não foi possível atualizar o status. Tente novamente.'),
    });
  return (
    <section
      aria-labelledby="active-plan"
      className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-emerald-700">
          <Crown className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="active-plan" className="font-semibold text-emerald-900">
            Seu plano: {label}
          </h2>
          <p className="text-sm text-emerald-800">
            {state.subscription?.currentPeriodEnd
              ? `Válido até ${formatDate(state.subscription.currentPeriodEnd)}`
              : state.statusMessage}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={refresh} disabled={sync.isPending}>
        <RefreshCw className={cn('size-4', sync.isPending && 'animate-spin')} aria-hidden />
        Atualizar Status
      </Button>
    </section>
  );
}

/** Where a price goes while the installation's prices are not known yet: its place, nothing to misread. */
function PricePlaceholder({ className }: { className: string }) {
  return <span aria-hidden className={cn('inline-block animate-pulse rounded bg-slate-100 align-middle', className)} />;
}

function PlanCard({
  plan,
  ready,
  current,
  busy,
  onChoose,
}: {
  plan: PlanOffer;
  /** The prices are this installation's (GET /api/plans answered): until then no price nor badge is shown. */
  ready: boolean;
  current: boolean;
  busy: boolean;
  onChoose: (plan: PaidPlanId) => void;
}) {
  const badge = ready ? plan.badge : null;
  const titleId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        ready && plan.bestValue ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200',
      )}
    >
      {badge ? (
        <span className="absolute -top-3 left-5 rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
          {badge}
        </span>
      ) : null}
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {plan.label}
      </h2>
      {ready ? (
        <>
          <p className="mt-3">
            <span className="text-3xl font-bold text-slate-900">{formatBRL(plan.priceCents)}</span>{' '}
            <span className="text-sm text-slate-600">{PERIOD_TEXT[plan.billingPeriod]}</span>
          </p>
          {plan.billingPeriod !== 'monthly' ? (
            <p className="mt-1 text-sm text-slate-600">
              {formatBRL(plan.monthlyEquivalentCents)}/mês
              {plan.savingsPercent > 0 ? ` · economia de ${plan.savingsPercent}%` : ''}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-3 flex flex-col gap-2">
          <PricePlaceholder className="h-9 w-32" />
          <PricePlaceholder className="h-5 w-40" />
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-5 w-full" onClick={() => onChoose(plan.id as PaidPlanId)} disabled={busy}>
        {current ? `Renovar ${plan.label}` : `Assinar ${plan.label}`}
      </Button>
    </li>
  );
}

/**
 * Subscription plans: this installation's paid plans (GET /api/plans), the badge on
 * the best value its prices make, the active plan, the FAQ.
 */
export function PlansScreen() {
  const subscription = useMySubscription();
  const plans = usePlans();
  const checkout = useStartCheckout();

  const choose = (plan: PaidPlanId) => {
    const toastId = toast.loading(CHECKOUT_MESSAGES.redirecting);
    checkout.mutate(plan, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(CHECKOUT_MESSAGES.failed, { id: toastId }),
    });
  };
  const state = subscription.data;
  // The button stays disabled while the browser leaves for the checkout.
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.app.getHref()}>
            <ArrowLeft className="size-4" aria-hidden />
            Voltar
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Planos Premium</h1>
        <p className="mt-1 text-slate-600">
          {MEAL_LIMIT_TEXTS.unlimited}, histórico completo e o assistente nutricional com IA.
        </p>
      </div>

      {subscription.isPending ? (
        <LoadingState label="Carregando sua assinatura..." />
      ) : state?.isPremium ? (
        <ActivePlanBanner state={state} label={plans.labelOf(state.effectivePlan)} />
      ) : null}

      <ul aria-label="Planos" className="grid grid-cols-1 gap-6 pt-3 md:grid-cols-3">
        {plans.paid.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            ready={plans.ready}
            current={Boolean(state?.isPremium && state.effectivePlan === plan.id)}
            busy={busy}
            onChoose={choose}
          />
        ))}
      </ul>
      <p className="text-center text-xs text-slate-500">
        Pagamento processado em ambiente seguro. Valores em reais (BRL).
      </p>

      <section aria-labelledby="faq-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="faq-title" className="text-lg font-semibold text-slate-900">
          Perguntas frequentes
        </h2>
        <div className="mt-3 divide-y divide-slate-100">
          {FAQ.map((item) => (
            <details key={item.question} className="group py-1">
              <summary className="cursor-pointer list-inside py-2.5 font-medium text-slate-900 marker:text-emerald-700">
                {item.question}
              </summary>
              <p className="mt-2 text-sm text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
