import { portionLine } from '@prato/core/data/food-source';
import { FREE_PLAN_SUMMARY } from '@prato/core/domain/plans';
import { avatarInitials } from '@prato/core/schemas/auth';
import type { HomeSummary } from '@prato/core/schemas/home';
import { MEAL_TYPE_LABELS } from '@prato/core/schemas/planner';
import { Activity, ArrowRight, Crown, Flame, Lightbulb, Plus, Utensils } from '@/components/icons';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { useProfile, useProfileTimeZone } from '@/api/profile';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PendingBadge } from '@/components/offline/pending-badge';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocalToday } from '@/hooks/use-local-today';
import { usePendingItems } from '@/hooks/use-offline-queue';
import { greetingForHour } from '@/lib/greeting';
import { useHomeSummary } from '../api/get-home-summary';
import { withPending } from '../lib/with-pending';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { formatDayTime } from '@/lib/format-date';
import { formatShortDay } from './format';
import { countOf } from '@prato/core/domain/plural';

// recharts is heavy: its chunk loads after the summary is on screen (issue 8: not in the first paint).
const WeekChart = lazy(() => import('./week-chart'));
// The day's nutrients come after the main cards: their code and their request stay out of the first
// paint (the card sits below the fold, and its query starts only once its chunk has loaded).
const DayNutrientsCard = lazy(() => import('./day-nutrients-card'));
// The list of tips is not in the first load: the summary brings the tip of its day (decision 044).
const TipFromList = lazy(() => import('./tip-from-list'));

function HomeAvatar({ name }: { name: string }) {
  const src = useProfile().data?.avatarUrl;
  if (src) return <img src={src} alt="" className="size-14 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-semibold text-emerald-800"
    >
      {avatarInitials(name)}
    </span>
  );
}

/** A card's title with a link to the screen it summarises, on one line. */
function CardHeading({
  id,
  title,
  linkTo,
  linkLabel,
}: {
  id: string;
  title: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <CardTitle id={id}>{title}</CardTitle>
      <Link
        to={linkTo}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-700 hover:underline"
      >
        {linkLabel}
      </Link>
    </div>
  );
}

function TodayCard({ summary }: { summary: HomeSummary }) {
  const { today, goal } = summary;
  const left = goal - today.calories;
  return (
    <Card aria-labelledby="today-title">
      <CardHeading id="today-title" title="Resumo de hoje" linkTo={paths.diary.getHref()} linkLabel="Abrir diário" />
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900" data-testid="calories-today">
          {formatKcal(today.calories)}
        </span>
        {goal > 0 ? <span className="text-slate-600">de {formatKcal(goal)}</span> : null}
      </p>
      {goal > 0 ? (
        <>
          <ProgressBar
            className="mt-3"
            value={today.calories}
            max={goal}
            label="Calorias consumidas em relação à meta diária"
            barClassName={left < 0 ? 'bg-amber-500' : undefined}
          />
          <p className="mt-2 text-sm text-slate-600">
            {left >= 0 ? `Faltam ${formatKcal(left)} para a meta.` : `${formatKcal(-left)} acima da meta.`}
          </p>
        </>
      ) : (
        // No meal goals yet (onboarding skipped or goals cleared): no "0 kcal" goal to measure against.
        <p className="mt-2 text-sm text-slate-600">
          Sua meta diária ainda não foi definida.{' '}
          <Link to={paths.health.getHref()} className="font-semibold text-emerald-700 hover:underline">
            Definir metas
          </Link>
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Proteínas', today.protein, 'bg-sky-50 text-sky-900'],
            ['Carboidratos', today.carbs, 'bg-amber-50 text-amber-900'],
            ['Gorduras', today.fat, 'bg-rose-50 text-rose-900'],
          ] as const
        ).map(([label, value, tone]) => (
          <div key={label} className={`rounded-xl px-2 py-3 ${tone}`}>
            <dt className="text-xs font-medium">{label}</dt>
            <dd className="mt-1 text-base font-semibold whitespace-nowrap sm:text-lg">{formatGrams(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ActivityCard({ summary }: { summary: HomeSummary }) {
  const { today } = summary;
  const items = [
    { icon: Utensils, label: 'Refeições hoje', value: String(today.meals), testId: 'meals-today' },
    { icon: Activity, label: 'Atividades hoje', value: String(today.activities), testId: 'activities-today' },
    { icon: Flame, label: 'Calorias queimadas', value: formatKcal(today.burned), testId: 'burned-today' },
  ];
  return (
    <Card aria-labelledby="activity-title">
      <CardHeading
        id="activity-title"
        title="Refeições e atividades"
        linkTo={paths.health.getHref()}
        linkLabel="Ver saúde"
      />
      <dl className="mt-4 space-y-3">
        {items.map(({ icon: Icon, label, value, testId }) => (
          <div key={label} className="flex items-center gap-3">
            <dt className="flex flex-1 items-center gap-3 text-sm text-slate-600">
              <span className="flex size-9 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <Icon className="size-4" aria-hidden />
              </span>
              {label}
            </dt>
            <dd className="font-semibold text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function WeekCard({ summary }: { summary: HomeSummary }) {
  const hasData = summary.week.some((day) => day.calories > 0 || day.burned > 0);
  return (
    <Card aria-labelledby="week-title" className="lg:col-span-2">
      <CardTitle id="week-title">Últimos 7 dias</CardTitle>
      <CardDescription>Calorias consumidas, líquidas (descontadas as atividades) e a meta diária.</CardDescription>
      {hasData ? (
        <>
          <Suspense
            fallback={
              <div className="mt-4 flex h-64 items-center justify-center">
                <Spinner label="Carregando gráfico..." />
              </div>
            }
          >
            <div className="mt-4">
              <WeekChart days={summary.week} />
            </div>
          </Suspense>
          {/* A table ignores width: 1px, so the visually hidden box is a wrapper around it. */}
          <div className="sr-only">
            <table>
              <caption>Calorias dos últimos 7 dias</caption>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Consumidas</th>
                  <th scope="col">Queimadas</th>
                  <th scope="col">Meta</th>
                </tr>
              </thead>
              <tbody>
                {summary.week.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatShortDay(day.date)}</th>
                    <td>{formatKcal(day.calories)}</td>
                    <td>{formatKcal(day.burned)}</td>
                    <td>{formatKcal(day.goal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          O gráfico aparece quando você registrar refeições ou atividades.
        </p>
      )}
    </Card>
  );
}

function LatestMealsCard({
  summary,
  timeZone,
  pendingIds,
}: {
  summary: HomeSummary;
  timeZone: string;
  pendingIds: Set<string>;
}) {
  return (
    <Card aria-labelledby="latest-title">
      <CardHeading
        id="latest-title"
        title="Últimas refeições"
        linkTo={paths.history.getHref()}
        linkLabel="Ver histórico"
      />
      {summary.latestMeals.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhuma refeição registrada ainda.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Últimas refeições">
          {summary.latestMeals.map((meal) => (
            <li key={meal.id} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold text-slate-900">{MEAL_TYPE_LABELS[meal.mealType]}</span>
                <span className="text-sm font-medium text-emerald-700">{formatKcal(meal.totalCalories)}</span>
              </div>
              {pendingIds.has(meal.id) && (
                <div className="mt-1">
                  <PendingBadge />
                </div>
              )}
              <p className="text-xs text-slate-500">{formatDayTime(meal.consumedAt, timeZone)}</p>
              <p className="mt-1 text-sm text-slate-700">
                {/* Each food with its source (issue 30). */}
                {meal.portions.map((portion) => portionLine(portion)).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The tip of `date` (today in the user's zone): the summary's when it is of that day, else from the list. */
function TipCard({ date, summary }: { date: string; summary: HomeSummary }) {
  return (
    <Card aria-labelledby="tip-title" className="border-sky-200 bg-sky-50/60">
      <CardTitle id="tip-title" className="flex items-center gap-2">
        <Lightbulb className="size-5 text-sky-700" aria-hidden /> Dica do dia
      </CardTitle>
      <p className="mt-2 text-slate-800" data-testid="tip-of-the-day">
        {summary.tip !== undefined && summary.date === date ? (
          summary.tip
        ) : (
          <Suspense fallback={<Spinner className="size-5" label="Carregando dica do dia..." />}>
            <TipFromList date={date} />
          </Suspense>
        )}
      </p>
    </Card>
  );
}

function FirstDay() {
  return (
    <Card className="border-emerald-200 bg-emerald-50/60 lg:col-span-2" aria-labelledby="first-day-title">
      <CardTitle id="first-day-title">Vamos começar?</CardTitle>
      <CardDescription>
        Ainda não há refeições nem atividades registradas. Planeje sua primeira refeição: o Prato Certo calcula as
        porções em gramas para a sua meta de calorias.
      </CardDescription>
      <Button asChild className="mt-4">
        <Link to={paths.plan.getHref()}>
          <Plus className="size-4" aria-hidden /> Planejar primeira refeição
        </Link>
      </Button>
    </Card>
  );
}

/** Home; `fullName` is the signed-in user's (the greeting says 'Usuário' without one). */
export function HomeScreen({ fullName }: { fullName: string | null | undefined }) {
  const summary = useHomeSummary();
  // The screen is rendered in the background, in slices that leave the main thread free in between,
  // instead of in one long task when the summary arrives (the page is the whole screen: a long task here
  // delayed every tap and the screen's own first paint on slower phones).
  const shown = useDeferredValue(summary.data);
  const pendingMeals = usePendingItems('meal');
  const pendingActivities = usePendingItems('activity');
  const timeZone = useProfileTimeZone();
  const name = fullName?.trim() || 'Usuário';
  // Today in the user's zone, kept current while the screen stays open: the tip is picked by it, and a
  // summary of another day (the screen left open over midnight) is read again.
  const today = useLocalToday(timeZone);
  const summaryDate = summary.data?.date;
  const { refetch } = summary;
  useEffect(() => {
    if (summaryDate !== undefined && summaryDate !== today) void refetch();
  }, [summaryDate, today, refetch]);

  if (summary.isError) {
    return (
      <ErrorState
        title="Erro ao carregar o resumo"
        message="Não foi possível carregar o resumo do dia. Verifique sua conexão e tente novamente."
        onRetry={() => void summary.refetch()}
      />
    );
  }
  if (shown === undefined) return <LoadingState size="page" label="Carregando resumo do dia..." />;
  const { summary: data, pendingMealIds, pendingCount } = withPending(shown, pendingMeals, pendingActivities, timeZone);
  const firstDay = data.latestMeals.length === 0 && data.today.activities === 0;

  return (
    <div className="space-y-6">
      <header className="flex items-center gap-4">
        <HomeAvatar name={name} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {greetingForHour(data.localHour)}, <span className="break-words">{name}</span>!
          </h1>
          <p className="text-slate-600">{formatShortDay(data.date)} · seu resumo do dia</p>
          {pendingCount > 0 && (
            <p className="mt-1 text-sm text-amber-800" data-testid="pending-note">
              Inclui {countOf(pendingCount, 'registro ainda não enviado', 'registros ainda não enviados')}.
            </p>
          )}
        </div>
      </header>

      {!data.isPremium && (
        <Link
          to={paths.subscription.getHref()}
          className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          <Crown className="size-5 shrink-0" aria-hidden />
          <span className="flex-1 text-sm">
            <strong className="font-semibold">Plano Gratuito:</strong> {FREE_PLAN_SUMMARY}. Conheça o Premium.
          </span>
          <ArrowRight className="size-4 shrink-0" aria-hidden />
        </Link>
      )}

      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
        {firstDay && <FirstDay />}
        <TodayCard summary={data} />
        <ActivityCard summary={data} />
        <WeekCard summary={data} />
        <LatestMealsCard summary={data} timeZone={timeZone} pendingIds={pendingMealIds} />
        <div className="space-y-6">
          <TipCard date={today} summary={data} />
          <Button asChild size="lg" className="w-full">
            <Link to={paths.plan.getHref()}>
              <Utensils className="size-5" aria-hidden /> Planejar refeição
            </Link>
          </Button>
        </div>
        {/* A first day has no meal: the card would only repeat "Vamos começar?". */}
        {!firstDay && (
          <Suspense fallback={null}>
            <DayNutrientsCard />
          </Suspense>
        )}
      </div>
    </div>
  );
}
