import { DIARY_LIMITS } from '@prato/core/schemas/diary';
import { Trash2 } from '@/components/icons';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { DialogActions, DialogForm, FormAlert, TargetDialog } from '@/components/ui/dialog-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateFavorite } from '../api/create-favorite';
import { useDeleteFavorite } from '../api/delete-favorite';
import { useFavorites } from '../api/get-favorites';
import { useLogFavorite } from '../api/log-favorite';
import { describeItemAmount } from '../lib/amount';
import { formatShortDate } from '@/lib/format-date';
import { formatKcal } from '@prato/core/domain/format-number';
import { closeAfterWrite } from '../lib/write-feedback';
import type { SlotTarget } from './add-item-dialog';

/** "Salvar como favorita": the slot's items of the day under a name, to log again in one tap. */
export function SaveFavoriteDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={() => 'Salvar como refeição favorita'}
      description={({ label, date }) =>
        `Os alimentos de ${label} de ${formatShortDate(date)} ficam guardados para registrar de novo.`
      }
    >
      {(slot) => <SaveFavoriteForm target={slot} onDone={onClose} />}
    </TargetDialog>
  );
}

function SaveFavoriteForm({ target, onDone }: { target: SlotTarget; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(() =>
    `Meu ${target.label.toLocaleLowerCase('pt-BR')}`.slice(0, DIARY_LIMITS.favoriteName),
  );
  const [error, setError] = useState<string | null>(null);
  const [favoriteId] = useState(() => crypto.randomUUID());
  const create = useCreateFavorite();
  return (
    <DialogForm
      onSubmit={() => {
        create.mutate(
          { id: favoriteId, name: name.trim(), date: target.date, slot: target.slot },
          {
            onSuccess: (favorite) => {
              toast.success(`Refeição favorita salva: ${favorite.name}.`);
              onDone();
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <Field label="Nome da refeição favorita" invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={DIARY_LIMITS.favoriteName}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <FormAlert id={`${id}-error`} error={error} />
      <DialogActions pending={create.isPending} label="Salvar favorita" />
    </DialogForm>
  );
}

/** "Registrar favorita": one of the favourite meals into this slot, or a favourite removed. */
export function LogFavoriteDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ label }) => `Registrar favorita em ${label}`}
      description={() => 'Escolha uma refeição favorita para registrar.'}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {(slot) => <FavoriteList target={slot} onDone={onClose} />}
    </TargetDialog>
  );
}

function FavoriteList({ target, onDone }: { target: SlotTarget; onDone: () => void }) {
  const favorites = useFavorites();
  const log = useLogFavorite();
  const remove = useDeleteFavorite();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One id per favourite logged from this dialog: a repeated tap (or a replay) logs it once.
  const [logIds] = useState(() => new Map<string, string>());
  const logId = (favoriteId: string) => {
    const existing = logIds.get(favoriteId);
    if (existing) return existing;
    const created = crypto.randomUUID();
    logIds.set(favoriteId, created);
    return created;
  };

  if (favorites.isPending) return <LoadingState />;
  if (favorites.isError) {
    return (
      <div className="text-sm text-slate-600">
        <p>Não foi possível carregar as refeições favoritas.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void favorites.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const list = favorites.data.favorites;
  if (list.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Nenhuma refeição favorita ainda. Em uma refeição com alimentos, use “Mais” e “Salvar como favorita”.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Refeições favoritas">
        {list.map((favorite) => (
          <li key={favorite.id} className="rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <p className="font-semibold text-slate-900">{favorite.name}</p>
              <p className="text-sm text-emerald-800">
                {favorite.calories === null ? 'energia não medida' : formatKcal(favorite.calories)}
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {favorite.items
                .map(
                  (item) =>
                    `${item.name} (${describeItemAmount(item.grams, item.measure && item.quantity ? { label: item.measure, quantity: item.quantity } : null, item)})`,
                )
                .join(', ')}
            </p>
            {confirming === favorite.id ? (
              <InlineConfirm
                label="Confirmar exclusão"
                question={`Excluir a favorita “${favorite.name}”? Os registros do diário continuam.`}
                confirmLabel="Excluir"
                pending={remove.isPending}
                onCancel={() => setConfirming(null)}
                onConfirm={() =>
                  remove.mutate(favorite.id, {
                    onSuccess: () => {
                      toast.success('Refeição favorita excluída.');
                      setConfirming(null);
                    },
                    onError: (failure) => setError(errorMessage(failure)),
                  })
                }
              />
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={log.isPending}
                  aria-label={`Registrar ${favorite.name} em ${target.label}`}
                  onClick={() =>
                    log.mutate(
                      {
                        id: logId(favorite.id),
                        favoriteId: favorite.id,
                        date: target.date,
                        slot: target.slot,
                        summary: `${favorite.name} em ${target.label}`,
                      },
                      closeAfterWrite(`${favorite.name} registrada em ${target.label}.`, onDone, setError),
                    )
                  }
                >
                  Registrar
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Excluir a favorita ${favorite.name}`}
                  onClick={() => setConfirming(favorite.id)}
                >
                  <Trash2 className="size-4" aria-hidden /> Excluir
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <FormAlert error={error} />
    </div>
  );
}
