import { ADMIN_QUICK_RENEW_DAYS } from '@prato/core/domain/admin';
import { getPlan, type PlanId } from '@prato/core/domain/plans';
import { ADMIN_MESSAGES, type AdminBulkResult, type AdminSubscriptionChangeInput } from '@prato/core/schemas/admin';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-form';
import { errorMessage } from '@/lib/api-client';
import { useBulkUpdate } from '../api/bulk-update';
import { NotesField, PlanField } from './subscription-fields';
import { countOf } from '@prato/core/domain/plural';

interface BulkUpdateDialogProps {
  /** The selected users (id → e-mail, for the result list). Null: closed. */
  selected: Map<string, string> | null;
  onClose: () => void;
  onDone: (succeeded: string[]) => void;
}

/** The same change for every selected user; the result lists who succeeded and who failed, and why. */
export function BulkUpdateDialog({ selected, onClose, onDone }: BulkUpdateDialogProps) {
  return (
    <Dialog open={selected !== null} onOpenChange={(open) => !open && onClose()}>
      {selected ? (
        <DialogContent
          title="Alterar em lote"
          description={`A mesma alteração para ${countOf(selected.size, 'usuário selecionado', 'usuários selecionados')}.`}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <BulkForm selected={selected} onDone={onDone} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function BulkForm({ selected, onDone }: { selected: Map<string, string>; onDone: (succeeded: string[]) => void }) {
  const [plan, setPlan] = useState<PlanId | ''>('');
  const [addDays, setAddDays] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AdminBulkResult | null>(null);
  const bulk = useBulkUpdate();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const change: AdminSubscriptionChangeInput = {};
    if (plan) change.plan = plan;
    if (addDays) change.addDays = addDays;
    if (notes.trim()) change.notes = notes.trim();
    if (Object.keys(change).length === 0) {
      setError(ADMIN_MESSAGES.noChange);
      return;
    }
    setError(null);
    bulk.mutate(
      { ids: [...selected.keys()], change },
      {
        onSuccess: (answer) => {
          setResult(answer);
          onDone(answer.success.map((item) => item.userId));
        },
        onError: (failure) => setError(errorMessage(failure, ADMIN_MESSAGES.saveFailed)),
      },
    );
  }

  if (result) {
    const email = (id: string) => selected.get(id) ?? id;
    return (
      <div className="space-y-4">
        <Alert tone={result.failed.length === 0 ? 'success' : 'info'}>
          {countOf(result.success.length, 'alterado', 'alterados')} com sucesso, {result.failed.length} com falha.
        </Alert>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm" aria-label="Resultado">
          {result.success.map((item) => (
            <li key={item.userId} className="flex justify-between gap-3 px-3 py-2">
              <span className="truncate">{email(item.userId)}</span>
              <span className="font-medium text-emerald-700">Sucesso</span>
            </li>
          ))}
          {result.failed.map((item) => (
            <li key={item.userId} className="space-y-0.5 px-3 py-2">
              <p className="flex justify-between gap-3">
                <span className="truncate">{email(item.userId)}</span>
                <span className="font-medium text-red-700">Falhou</span>
              </p>
              <p className="text-slate-600">{item.reason}</p>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>Fechar</Button>
          </DialogClose>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PlanField value={plan} onChange={setPlan} none="Manter o plano de cada um" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Adicionar dias</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Dias a adicionar">
          {[null, ...ADMIN_QUICK_RENEW_DAYS].map((days) => (
            <Button
              key={days ?? 'none'}
              size="sm"
              role="radio"
              aria-checked={addDays === days}
              variant={addDays === days ? 'primary' : 'outline'}
              disabled={plan !== '' && !getPlan(plan).isPremium && days !== null}
              onClick={() => setAddDays(days)}
            >
              {days === null ? 'Nenhum' : `+${days} dias`}
            </Button>
          ))}
        </div>
      </fieldset>
      <NotesField value={notes} onChange={setNotes} rows={2} />
      {error ? <Alert>{error}</Alert> : null}
      <DialogActions
        pending={bulk.isPending}
        label={`Aplicar a ${countOf(selected.size, 'usuário', 'usuários')}`}
        pendingLabel="Aplicando..."
      />
    </form>
  );
}
