import { BILLING_MONTHS, formatBRL, type BillingPeriod } from '@prato/core/domain/plans';
import type { PlanOffer } from '@prato/core/schemas/plans';
import { Check } from '@/components/icons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useShownPlans } from '@/lib/plans-catalogue';

type PaidPeriod = Exclude<BillingPeriod, 'none'>;

const PERIOD_LABELS: Record<PaidPeriod, { toggle: string; per: string }> = {
  monthly: { toggle: 'Mensal', per: '/mês' },
  quarterly: { toggle: 'Trimestral', per: '/trimestre' },
  yearly: { toggle: 'Anual', per: '/ano' },
};

const PERIODS = Object.keys(BILLING_MONTHS) as PaidPeriod[];
/** The landing's billing toggle starts on yearly. */
const DEFAULT_PERIOD: PaidPeriod = 'yearly';

function planFor(offers: readonly PlanOffer[], period: BillingPeriod): PlanOffer {
  const plan = offers.find((candidate) => candidate.billingPeriod === period);
  if (!plan) throw new Error(`Sem plano para o período ${period}`);
  return plan;
}

/**
 * Pricing with the billing toggle. Names, prices, savings and the best-value badge are
 * this installation's catalogue (decision 026), computed from its prices by core; until the page knows it
 * (`pending`), the section keeps its place but shows nothing priced.
 */
export function Pricing() {
  const [period, setPeriod] = useState<PaidPeriod>(DEFAULT_PERIOD);
  const { offers, source } = useShownPlans();
  const premium = planFor(offers, period);
  const free = planFor(offers, 'none');
  // The toggle advertises the best deal's saving, wherever the prices put it.
  const best = offers.find((offer) => offer.bestValue && offer.savingsPercent > 0);

  return (
    <div
      className={cn('mt-10', source === 'pending' && 'invisible')}
      data-plans={source}
      aria-busy={source === 'pending' || undefined}
    >
      <fieldset className="mx-auto w-fit">
        <legend className="sr-only">Período de cobrança</legend>
        <div className="flex rounded-2xl border border-slate-200 bg-white p-1 shadow-sm">
          {PERIODS.map((candidate) => (
            <label key={candidate} className="relative">
              <input
                type="radio"
                name="billing-period"
                value={candidate}
                checked={period === candidate}
                onChange={() => setPeriod(candidate)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex cursor-pointer items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 transition-colors sm:px-4',
                  'peer-checked:bg-emerald-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
                  'hover:bg-slate-50 peer-checked:hover:bg-emerald-700',
                )}
              >
                {PERIOD_LABELS[candidate].toggle}
                {best?.billingPeriod === candidate ? (
                  <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-bold text-amber-900">
                    −{best.savingsPercent}%
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mx-auto mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        <article
          aria-labelledby="plan-free"
          className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h3 id="plan-free" className="text-lg font-semibold text-slate-900">
            {free.label}
          </h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatBRL(free.priceCents)}</span>
            <span className="text-sm text-slate-600">para sempre</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">Para conhecer o app e planejar o dia a dia.</p>
          <FeatureList items={free.features} />
          <Button asChild variant="outline" size="lg" className="mt-8">
            <a href={paths.register.getHref()}>Começar Gratuitamente</a>
          </Button>
        </article>

        <article
          aria-labelledby="plan-premium"
          data-selected="true"
          className="relative flex flex-col rounded-3xl border-2 border-emerald-600 bg-white p-6 shadow-xl shadow-emerald-900/10 ring-4 ring-emerald-100 sm:p-8"
        >
          {premium.badge ? <Badge>{premium.badge}</Badge> : null}
          <h3 id="plan-premium" className="text-lg font-semibold text-emerald-800">
            {premium.label}
          </h3>
          <p className="mt-4 flex items-baseline gap-1" aria-live="polite">
            <span data-testid="premium-price" className="text-4xl font-extrabold tracking-tight text-slate-900">
              {formatBRL(premium.priceCents)}
            </span>
            <span className="text-sm text-slate-600">{PERIOD_LABELS[period].per}</span>
          </p>
          <p className="mt-2 min-h-5 text-sm text-slate-600">
            {period === 'monthly' ? (
              'Cobrança mensal.'
            ) : (
              <>
                Equivale a {formatBRL(premium.monthlyEquivalentCents)}/mês
                {premium.savingsPercent > 0 ? (
                  <>
                    {' · '}
                    <strong className="font-semibold text-emerald-800">
                      economia de {premium.savingsPercent}%
                    </strong>{' '}
                    sobre o mensal
                  </>
                ) : null}
              </>
            )}
          </p>
          <FeatureList items={premium.features} />
          <Button asChild size="lg" className="mt-8">
            <a href={paths.register.getHref()}>Assinar {premium.label}</a>
          </Button>
        </article>
      </div>
      <p className="mt-6 text-center text-xs text-slate-600">
        Valores em reais (BRL). A assinatura é feita depois do cadastro, na tela Assinatura; ao fim do período sem
        renovação, a conta volta ao plano gratuito sem perder os registros.
      </p>
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
      {children}
    </span>
  );
}

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
