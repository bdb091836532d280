import { AMOUNT_UNIT_NAMES } from '@prato/core/domain/amount-unit';
import { namesWater } from '@prato/core/data/water';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DIARY_LIMITS } from '@prato/core/schemas/diary';
import { LoaderCircle, TriangleAlert, X } from '@/components/icons';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogActions, FormAlert, TargetDialog } from '@/components/ui/dialog-form';
import { NumberInput } from '@/components/ui/number-field';
import { countOf } from '@prato/core/domain/plural';
import { errorMessage } from '@/lib/api-client';
import { sendDiaryWrite } from '../api/diary-write';
import { addItemWrite } from '../api/add-diary-item';
import { useParseDiaryText } from '../api/parse-diary-text';
import { DiaryItemResultSchema } from '@prato/core/schemas/diary';
import { useQueryClient } from '@tanstack/react-query';
import { refreshMealReads } from '@/api/diary';
import { canSave, itemsToSave, rowAmount, rowGrams, rowsOf, validGrams, type QuickEntryRow } from '../lib/quick-entry';
import type { SlotTarget } from './add-item-dialog';

/** One row of the confirmation list: the food, the amount understood, the grams (editable), remove. */
function ConfirmRow({
  row,
  onGrams,
  onRemove,
}: {
  row: QuickEntryRow;
  onGrams: (grams: number | null) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const grams = rowGrams(row);
  const invalid = !validGrams(grams);
  // A drink's amount is typed in millilitres.
  const unitName = AMOUNT_UNIT_NAMES[row.amountUnit ?? 'g'];
  return (
    <li
      className={
        row.assumed && row.editedGrams === null
          ? 'rounded-xl border border-amber-300 bg-amber-50 p-3'
          : 'rounded-xl border border-slate-200 p-3'
      }
      data-testid="quick-entry-row"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{row.food}</p>
          <p className="text-sm text-slate-600">
            “{row.text}” → {rowAmount(row)}
          </p>
          {row.assumed && row.editedGrams === null ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-900">
              <TriangleAlert className="size-4 shrink-0" aria-hidden /> Quantidade não informada: confira a porção
              suposta.
            </p>
          ) : null}
        </div>
        <Button variant="ghost" size="icon" aria-label={`Remover ${row.food}`} onClick={onRemove}>
          <X className="size-5" aria-hidden />
        </Button>
      </div>
      {/* A recipe without its cooked weight has servings, no grams to type over (the API refuses them). */}
      {row.servingOnly ? null : (
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor={`${id}-grams`} className="text-sm text-slate-700">
            {unitName}
          </label>
          <NumberInput
            id={`${id}-grams`}
            className="w-28"
            value={grams}
            onValueChange={(value) => onGrams(typeof value === 'number' ? value : null)}
            aria-invalid={invalid ? true : undefined}
            aria-label={`${unitName} de ${row.food}`}
          />
        </div>
      )}
    </li>
  );
}

function QuickEntryForm({ target, onDone }: { target: SlotTarget; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<QuickEntryRow[] | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Each answer moves the focus to its list as it is drawn (a frame timer could run before).
  const [answers, setAnswers] = useState(0);
  useLayoutEffect(() => {
    if (answers > 0) listHeading.current?.focus();
  }, [answers]);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const parse = useParseDiaryText();

  function interpret() {
    setError(null);
    parse.mutate(text.trim(), {
      onSuccess: (result) => {
        setRows(rowsOf(result.items));
        setUnknown(result.unknown);
        setAnswers((count) => count + 1);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  async function save() {
    if (!rows || !canSave(rows)) return;
    setSaving(true);
    setError(null);
    let queued = false;
    try {
      // One by one, each with its own client id: a retry after a failure does not add the saved ones again.
      for (const [index, body] of itemsToSave(rows).entries()) {
        const row = rows[index]!;
        const result = await sendDiaryWrite(
          addItemWrite({
            id: row.key,
            date: target.date,
            slot: target.slot,
            ...body,
            summary: `${row.food} · ${rowAmount(row)}`,
          }),
          DiaryItemResultSchema,
        );
        if (result.status === 'queued') queued = true;
      }
      await refreshMealReads(queryClient);
      toast.success(
        queued
          ? 'Sem conexão: os alimentos foram salvos neste aparelho e serão enviados quando a conexão voltar.'
          : `${countOf(rows.length, 'alimento registrado', 'alimentos registrados')} em ${target.label}.`,
      );
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) interpret();
          else textArea.current?.focus();
        }}
      >
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
          O que você comeu?
        </label>
        <textarea
          id={`${id}-text`}
          ref={textArea}
          value={text}
          maxLength={DIARY_LIMITS.parseText}
          rows={3}
          placeholder="Ex.: 2 conchas de feijão, 4 colheres de arroz, 1 bife e salada"
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15"
        />
        <Button type="submit" variant="secondary" disabled={parse.isPending}>
          {parse.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {parse.isPending ? 'Interpretando...' : 'Interpretar'}
        </Button>
      </form>

      {rows ? (
        <section aria-labelledby={`${id}-list`} className="space-y-3">
          <h3 id={`${id}-list`} ref={listHeading} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            Confira antes de salvar
          </h3>
          {unknown.length > 0 ? (
            <div
              className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              data-testid="quick-entry-unknown"
            >
              <p className="font-semibold">Não reconhecemos:</p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {unknown.map((word) => (
                  <li key={word} className="rounded-full bg-white px-2.5 py-0.5 ring-1 ring-red-200">
                    {word}
                  </li>
                ))}
              </ul>
              <p className="mt-1">Esses trechos não serão salvos. Adicione-os pela busca, se quiser.</p>
              {unknown.some(namesWater) ? (
                <p className="mt-1">
                  A água não entra no diário alimentar: registre-a em{' '}
                  <Link to={paths.hydration.getHref()} className="font-semibold underline">
                    Hidratação
                  </Link>
                  .
                </p>
              ) : null}
            </div>
          ) : null}
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhum alimento reconhecido nesse texto.</p>
          ) : (
            <ul className="space-y-2" aria-label="Alimentos entendidos">
              {rows.map((row) => (
                <ConfirmRow
                  key={row.key}
                  row={row}
                  onGrams={(grams) =>
                    setRows((current) =>
                      (current ?? []).map((entry) =>
                        entry.key === row.key ? { ...entry, editedGrams: grams ?? Number.NaN } : entry,
                      ),
                    )
                  }
                  onRemove={() => setRows((current) => (current ?? []).filter((entry) => entry.key !== row.key))}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <FormAlert error={error} />
      <DialogActions
        type="button"
        pending={saving}
        disabled={!rows || !canSave(rows)}
        // Nothing to save until the sentence is read.
        label={rows && rows.length > 0 ? `Salvar ${countOf(rows.length, 'alimento', 'alimentos')}` : null}
        onClick={() => void save()}
      />
    </div>
  );
}

/** "Registro rápido": a sentence in Portuguese, parsed by the API, confirmed item by item before saving. */
export function QuickEntryDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ label }) => `Registro rápido: ${label}`}
      description={() => 'Escreva o que comeu, como falaria. Você confere cada alimento antes de salvar.'}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {(slot) => <QuickEntryForm target={slot} onDone={onClose} />}
    </TargetDialog>
  );
}
