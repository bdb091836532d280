import type { HydrationSettingsView, HydrationToday } from '@prato/core/schemas/hydration';
import { BellRing, Flame } from '@/components/icons';
import type { ReactNode } from 'react';
import { useProfileTimeZone } from '@/api/profile';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressRing } from '@/components/ui/progress-ring';
import { LoadingState } from '@/components/ui/spinner';
import { useHydrationSettings } from '@/api/hydration-settings';
import { useHydrationToday } from '../api/get-hydration-today';
import { usePendingItems } from '@/hooks/use-offline-queue';
import type { PushState } from '@/lib/push';
import {
  useNotificationPermission,
  usePushSubscription,
  useReminderNotifications,
  type NotificationPermissionState,
} from '../hooks/use-reminder-notifications';
import { withPendingWater } from '../lib/with-pending';
import { formatVolume } from './format';
import { OtherIntakes } from './other-intakes';
import { RemindersGrid } from './reminders-grid';
import { SettingsForm } from './settings-form';

/**
 * Hydration: today's progress and streak, the reminders grid, the glasses drunk outside the
 * reminders, and the settings form.
 */
export function HydrationScreen() {
  const today = useHydrationToday();
  const settings = useHydrationSettings();
  if (today.isPending || settings.isPending) {
    return <LoadingState size="page" />;
  }
  if (today.isError || settings.isError) {
    return (
      <ErrorState
        headingLevel={2}
        message="Erro ao carregar a hidratação"
        onRetry={() => void Promise.all([today.refetch(), settings.refetch()])}
      />
    );
  }
  return <HydrationDashboard today={today.data} view={settings.data} />;
}

function HydrationDashboard({ today: served, view }: { today: HydrationToday; view: HydrationSettingsView }) {
  const timeZone = useProfileTimeZone();
  const { today, pendingIds, newIds } = withPendingWater(
    served,
    usePendingItems('water'),
    usePendingItems('reminder'),
    view.settings,
    timeZone,
  );
  const { progress, intakes, otherIntakes } = today;
  const unit = view.settings.unit;
  const notifications = useNotificationPermission();
  useReminderNotifications(intakes, view.settings, notifications.permission);
  const push = usePushSubscription(notifications.permission, view.settings.notificationsEnabled);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        {/* The ring sits beside the tiles only when the card itself is wide enough (a container query:
            at 1280 px the card is half the page), so a value like "2.750 ml" always has room on one line. */}
        <Card aria-labelledby="hydration-progress-title" className="@container">
          <h2 id="hydration-progress-title" className="sr-only">
            Progresso de hoje
          </h2>
          <div className="flex flex-col items-center gap-5 @lg:flex-row">
            <ProgressRing value={progress.percentage} label="Progresso da meta de hoje" className="shrink-0">
              <span className="text-3xl font-bold text-slate-900 tabular-nums">{progress.percentage}%</span>
              <span className="text-xs text-slate-600">da meta</span>
            </ProgressRing>
            <dl className="grid w-full grid-cols-2 gap-3 text-center @lg:text-left">
              <ProgressTile label="Consumido">{formatVolume(progress.consumedMl, unit)}</ProgressTile>
              <ProgressTile label="Meta">{formatVolume(progress.goalMl, unit)}</ProgressTile>
              <ProgressTile label="Lembretes">
                {progress.intakesCompleted}/{progress.intakesTotal}
              </ProgressTile>
              <div className="rounded-xl bg-amber-50 p-3">
                <dt className="text-xs text-slate-600">Sequência</dt>
                <dd className="flex items-center justify-center gap-1 text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums @lg:justify-start">
                  <Flame className="size-4 text-amber-600" aria-hidden />
                  {progress.streakDays} {progress.streakDays === 1 ? 'dia' : 'dias'}
                </dd>
              </div>
            </dl>
          </div>
        </Card>
        {view.settings.notificationsEnabled ? (
          <NotificationPermissionNotice
            permission={notifications.permission}
            push={push}
            onRequest={notifications.request}
          />
        ) : null}
        <RemindersGrid intakes={intakes} unit={unit} pendingIds={pendingIds} />
        <OtherIntakes intakes={otherIntakes} unit={unit} queuedIds={newIds} />
      </div>
      <SettingsForm view={view} />
    </div>
  );
}

/** One figure of today's progress beside the ring. */
function ProgressTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-sky-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Asks for the browser's permission (from a tap, as browsers require) or says it is blocked. */
function NotificationPermissionNotice({
  permission,
  push,
  onRequest,
}: {
  permission: NotificationPermissionState;
  push: PushState | null;
  onRequest: () => Promise<void>;
}) {
  if (permission === 'granted') {
    if (push === null) return null;
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <BellRing className="size-4 shrink-0 text-sky-700" aria-hidden />
        {push === 'subscribed'
          ? 'Os lembretes chegam neste aparelho mesmo com o app fechado.'
          : 'Neste navegador, os lembretes chegam só com o app aberto.'}
      </p>
    );
  }
  if (permission === 'unsupported') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <BellRing className="size-5 shrink-0" aria-hidden />
      {permission === 'denied' ? (
        <p className="flex-1">
          As notificações estão bloqueadas neste navegador. Libere-as nas configurações do navegador para receber os
          lembretes.
        </p>
      ) : (
        <>
          <p className="flex-1">Ative as notificações para receber os lembretes de água na hora certa.</p>
          <Button size="sm" variant="secondary" onClick={() => void onRequest()}>
            Permitir notificações
          </Button>
        </>
      )}
    </div>
  );
}
