import { ADMIN_QUICK_RENEW_DAYS } from '@prato/core/domain/admin';
import { getPlan, type PlanId } from '@prato/core/domain/plans';
import {
  ADMIN_MESSAGES,
  type AdminHistoryEntry,
  type AdminSubscriptionChangeInput,
  type AdminUserRow,
} from '@prato/core/schemas/admin';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUserHistory } from '../api/get-user-history';
import { useUpdateSubscription } from '../api/update-subscription';
import { NotesField, PlanField } from './subscription-fields';
import { formatDate } from '@/lib/format-date';
import { daysRemainingClass, daysRemainingText, formatDateTimeOrDash, toDateInput } from './format';

const DAY_MS = 24 * 60 * 60 * 1000;

const ACTION_LABELS: Record<string, string> = {
  update_subscription: 'Alteração de assinatura',
  bulk_update: 'Alteração em lote',
};

/** Admin: the edit-user modal (plan, expiry date, quick renew +30/+90/+365, notes, history). */
export function EditUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user ? (
        <DialogContent
          title="Editar assinatura"
          description={`${user.fullName ?? user.email} · ${user.email}`}
          className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
        >
          {/* Keyed by user: opening another user starts a fresh form. */}
          <EditUserForm key={user.userId} initial={user} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditUserForm({ initial }: { initial: AdminUserRow }) {
  const [user, setUser] = useState(initial);
  const initialEnd = user.currentPeriodEnd ? toDateInput(new Date(user.currentPeriodEnd)) : '';
  const [plan, setPlan] = useState<PlanId>(user.plan);
  const [endDate, setEndDate] = useState(initialEnd);
  const [addDays, setAddDays] = useState(0);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSubscription();
  const paid = getPlan(plan).isPremium;

  const now = Date.now();
  const currentEnd = user.currentPeriodEnd ? new Date(user.currentPeriodEnd).getTime() : null;
  const base = currentEnd !== null && currentEnd > now ? currentEnd : now;
  const preview = addDays > 0 ? new Date(base + addDays * DAY_MS).toISOString() : null;

  function buildChange(): AdminSubscriptionChangeInput | null {
    const change: AdminSubscriptionChangeInput = {};
    if (plan !== user.plan) change.plan = plan;
    if (addDays > 0) change.addDays = addDays;
    else if (paid && endDate !== initialEnd) change.endDate = endDate === '' ? null : endDate;
    if (notes.trim()) change.notes = notes.trim();
    return Object.keys(change).length > 0 ? change : null;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const change = buildChange();
    if (!change) {
      setError(ADMIN_MESSAGES.noChange);
      return;
    }
    setError(null);
    update.mutate(
      { userId: user.userId, change },
      {
        onSuccess: ({ user: updated }) => {
          toast.success('Alterações salvas!');
          setUser(updated);
          setPlan(updated.plan);
          setEndDate(updated.currentPeriodEnd ? toDateInput(new Date(updated.currentPeriodEnd)) : '');
          setAddDays(0);
          setNotes('');
        },
        onError: (failure) => setError(errorMessage(failure, ADMIN_MESSAGES.saveFailed)),
      },
    );
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Plano</dt>
          <dd className="font-medium text-slate-900">{user.planLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-medium text-slate-900">{user.statusLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Expira em</dt>
          <dd className="font-medium text-slate-900" data-testid="current-expiry">
            {formatDate(user.currentPeriodEnd)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Dias restantes</dt>
          <dd>
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${daysRemainingClass(user.daysRemaining)}`}
            >
              {daysRemainingText(user.daysRemaining)}
            </span>
          </dd>
        </div>
      </dl>

      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlanField
            value={plan}
            onChange={(next) => {
              setPlan(next);
              if (!getPlan(next).isPremium) setAddDays(0);
            }}
          />
          <Field
            label="Data de expiração"
            hint={paid ? 'Último dia do período.' : 'O plano gratuito não tem data de expiração.'}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={paid ? endDate : ''}
                disabled={!paid || addDays > 0}
                onChange={(event) => setEndDate(event.target.value)}
              />
            )}
          </Field>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Renovação rápida</legend>
          <div className="flex flex-wrap gap-2">
            {ADMIN_QUICK_RENEW_DAYS.map((days) => (
              <Button
                key={days}
                variant="secondary"
                size="sm"
                disabled={!paid}
                onClick={() => setAddDays((current) => current + days)}
              >
                +{days} dias
              </Button>
            ))}
            {addDays > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => setAddDays(0)}>
                Desfazer
              </Button>
            ) : null}
          </div>
          {!paid ? <p className="text-xs text-slate-500">Escolha um plano pago para renovar.</p> : null}
          {preview ? (
            <p className="text-sm text-slate-700" role="status">
              +{addDays} dias: nova expiração em <strong>{formatDate(preview)}</strong>
            </p>
          ) : null}
        </fieldset>

        <NotesField value={notes} onChange={setNotes} rows={3} hint="Ficam no histórico do usuário." />

        {error ? <Alert>{error}</Alert> : null}
        <div className="flex justify-end">
          <SubmitButton pending={update.isPending}>Salvar alterações</SubmitButton>
        </div>
      </form>

      <UserHistory userId={user.userId} />
    </div>
  );
}

function describeState(state: unknown): string {
  if (!state || typeof state !== 'object') return '—';
  const { plan, currentPeriodEnd } = state as { plan?: string; currentPeriodEnd?: string | null };
  return `${getPlan(plan).label}${currentPeriodEnd ? ` até ${formatDate(currentPeriodEnd)}` : ''}`;
}

function UserHistory({ userId }: { userId: string }) {
  const history = useUserHistory(userId);
  return (
    <section aria-labelledby="admin-history-title" className="space-y-2">
      <h3 id="admin-history-title" className="text-base font-semibold text-slate-900">
        Histórico
      </h3>
      {history.isPending ? (
        <Spinner className="size-6" />
      ) : history.isError ? (
        <Alert>{ADMIN_MESSAGES.loadFailed}</Alert>
      ) : history.data.history.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma alteração registrada.</p>
      ) : (
        <ol
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label="Histórico de alterações"
        >
          {history.data.history.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry }: { entry: AdminHistoryEntry }) {
  return (
    <li className="space-y-0.5 px-3 py-2 text-sm">
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="font-medium text-slate-900">{ACTION_LABELS[entry.actionType] ?? entry.actionType}</span>
        <span className="text-slate-500">{formatDateTimeOrDash(entry.createdAt)}</span>
      </p>
      <p className="text-slate-700">
        {describeState(entry.beforeState)} → {describeState(entry.afterState)}
      </p>
      {entry.notes ? <p className="text-slate-700">“{entry.notes}”</p> : null}
      <p className="text-slate-500">por {entry.adminEmail}</p>
    </li>
  );
}
