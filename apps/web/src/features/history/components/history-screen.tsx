import { FREE_HISTORY_ITEMS } from '@prato/core/domain/plans';
import { ACTIVITY_MESSAGES } from '@prato/core/schemas/activity';
import {
  HISTORY_MESSAGES,
  HISTORY_PERIOD_LABELS,
  HISTORY_PERIODS,
  type HistoryPeriod,
} from '@prato/core/schemas/history';
import { HYDRATION_MESSAGES } from '@prato/core/schemas/hydration';
import { WEIGHT_ENTRY_MESSAGES } from '@prato/core/schemas/weight';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useProfile, useProfileTimeZone } from '@/api/profile';
import { useMySubscription } from '@/api/subscription';
import { targetPersonOf } from '@prato/core/domain/nutrient-targets';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDeleteHistoryItem, type HistoryItemKind } from '../api/delete-history-item';
import { ActivitiesTab } from './activities-tab';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { HydrationTab } from './hydration-tab';
import type { RequestDelete } from './list-parts';
import { MealsTab } from './meals-tab';
import { WeightsTab } from './weights-tab';

const TABS = [
  { value: 'meals', label: 'Refeições' },
  { value: 'activities', label: 'Atividades' },
  { value: 'hydration', label: 'Hidratação' },
  { value: 'weights', label: 'Peso' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const DEFAULT_PERIOD: HistoryPeriod = 'month';
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);
const isPeriod = (value: string | null): value is HistoryPeriod => HISTORY_PERIODS.some((period) => period === value);

type Pending = Parameters<RequestDelete>[0];

/** The toasts after a deletion, the same words as each record's own screen (diary, health, hydration). */
const DELETE_MESSAGES: Record<HistoryItemKind, { deleted: string; failed: string }> = {
  meal: { deleted: HISTORY_MESSAGES.mealDeleted, failed: HISTORY_MESSAGES.mealDeleteFailed },
  activity: { deleted: ACTIVITY_MESSAGES.deleted, failed: ACTIVITY_MESSAGES.deleteFailed },
  weight: { deleted: WEIGHT_ENTRY_MESSAGES.deleted, failed: WEIGHT_ENTRY_MESSAGES.deleteFailed },
  intake: { deleted: HYDRATION_MESSAGES.removed, failed: HISTORY_MESSAGES.hydrationDeleteFailed },
};

/** History: tabs, period filters (kept in the URL), deletion after a confirmation. */
export function HistoryScreen() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const periodParam = params.get('period');
  const tab: Tab = isTab(tabParam) ? tabParam : 'meals';
  const period: HistoryPeriod = isPeriod(periodParam) ? periodParam : DEFAULT_PERIOD;
  const profile = useProfile();
  const subscription = useMySubscription();
  const timeZone = useProfileTimeZone();
  const person = useMemo(() => targetPersonOf(profile.data), [profile.data]);

  const [pending, setPending] = useState<Pending | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteHistoryItem();

  const update = (changes: { tab?: Tab; period?: HistoryPeriod }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.tab) next.set('tab', changes.tab);
        if (changes.period) next.set('period', changes.period);
        return next;
      },
      { replace: true },
    );

  const confirm = () => {
    if (!pending) return;
    const messages = DELETE_MESSAGES[pending.kind];
    setDeleteError(null);
    remove.mutate(
      { kind: pending.kind, id: pending.id },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(messages.deleted);
        },
        // The dialog stays open with the failure, so the person sees what was not deleted and can try again.
        onError: () => {
          setDeleteError(messages.failed);
          toast.error(messages.failed);
        },
      },
    );
  };

  const onDelete: RequestDelete = (request) => {
    setDeleteError(null);
    setPending(request);
  };
  const cancelDelete = () => {
    setDeleteError(null);
    setPending(null);
  };

  return (
    <div className="space-y-5">
      {subscription.data && !subscription.data.isPremium && (
        <Alert tone="info">
          Plano Gratuito: refeições, atividades e peso mostram os {FREE_HISTORY_ITEMS} registros mais recentes (a água,
          todos).{' '}
          <Link to={paths.subscription.getHref()} className="font-semibold underline">
            Assine o Premium
          </Link>{' '}
          para ver o histórico completo.
        </Alert>
      )}

      <div role="group" aria-label="Período" className="flex flex-wrap gap-2">
        {HISTORY_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => update({ period: value })}
            className={cn(
              'h-11 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
              period === value
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {HISTORY_PERIOD_LABELS[value]}
          </button>
        ))}
      </div>

      <Tabs value={tab} onValueChange={(value) => isTab(value) && update({ tab: value })}>
        <TabsList aria-label="Tipo de registro" className="overflow-x-auto">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="px-1 text-xs sm:px-2 sm:text-sm">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="meals">
          <MealsTab period={period} timeZone={timeZone} person={person} onDelete={onDelete} />
        </TabsContent>
        <TabsContent value="activities">
          <ActivitiesTab period={period} timeZone={timeZone} onDelete={onDelete} />
        </TabsContent>
        <TabsContent value="hydration">
          <HydrationTab period={period} timeZone={timeZone} onDelete={onDelete} />
        </TabsContent>
        <TabsContent value="weights">
          <WeightsTab period={period} timeZone={timeZone} heightCm={profile.data?.height ?? null} onDelete={onDelete} />
        </TabsContent>
      </Tabs>

      <ConfirmDeleteDialog
        subject={pending?.subject ?? null}
        pending={remove.isPending}
        error={deleteError}
        onCancel={cancelDelete}
        onConfirm={confirm}
      />
    </div>
  );
}
