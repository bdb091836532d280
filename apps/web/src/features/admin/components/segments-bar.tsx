import { ADMIN_MESSAGES, type AdminFilters, type Segment } from '@prato/core/schemas/admin';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ConfirmDialog, DialogActions } from '@/components/ui/dialog-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSegment } from '../api/delete-segment';
import { useSegments } from '../api/get-segments';
import { useSaveSegment } from '../api/save-segment';

interface SegmentsBarProps {
  filters: AdminFilters;
  onApply: (filters: AdminFilters) => void;
}

/** Segments: apply a saved set of filters, save the current one, delete one (after confirming). */
export function SegmentsBar({ filters, onApply }: SegmentsBarProps) {
  const segments = useSegments();
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const list = segments.data?.segments ?? [];
  const current = list.find((segment) => segment.id === chosen) ?? null;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label="Segmentos" className="min-w-48 flex-1 sm:flex-none">
        {(control) => (
          <Select
            {...control}
            value={chosen}
            disabled={segments.isPending}
            onChange={(event) => {
              setChosen(event.target.value);
              const segment = list.find((item) => item.id === event.target.value);
              onApply(segment ? segment.filters : {});
            }}
          >
            <option value="">{segments.isError ? ADMIN_MESSAGES.loadFailed : 'Todos os usuários'}</option>
            {list.map((segment) => (
              <option key={segment.id} value={segment.id}>
                {segment.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="outline" onClick={() => setSaving(true)}>
        Salvar segmento
      </Button>
      {current ? (
        <Button variant="ghost" onClick={() => setDeleting(current)}>
          Excluir segmento
        </Button>
      ) : null}
      <SaveSegmentDialog
        open={saving}
        filters={filters}
        onClose={() => setSaving(false)}
        onSaved={(segment) => setChosen(segment.id)}
      />
      <DeleteSegmentDialog
        segment={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setChosen('');
          onApply({});
        }}
      />
    </div>
  );
}

function SaveSegmentDialog({
  open,
  filters,
  onClose,
  onSaved,
}: {
  open: boolean;
  filters: AdminFilters;
  onClose: () => void;
  onSaved: (segment: Segment) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSegment();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Salvar segmento" description="Guarda a busca e os filtros atuais com um nome.">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) {
              setError(ADMIN_MESSAGES.segmentName);
              return;
            }
            save.mutate(
              { name: name.trim(), description: description.trim(), filters },
              {
                onSuccess: (segment) => {
                  toast.success('Segmento salvo!');
                  setName('');
                  setDescription('');
                  setError(null);
                  onSaved(segment);
                  onClose();
                },
                onError: (failure) => setError(errorMessage(failure, ADMIN_MESSAGES.saveFailed)),
              },
            );
          }}
        >
          <Field label="Nome">
            {(control) => <Input {...control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label="Descrição">
            {(control) => (
              <Input
                {...control}
                value={description}
                maxLength={500}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </Field>
          {error ? <Alert>{error}</Alert> : null}
          <DialogActions pending={save.isPending} label="Salvar" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteSegmentDialog({
  segment,
  onClose,
  onDeleted,
}: {
  segment: Segment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteSegment();
  return (
    <ConfirmDialog
      open={segment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Excluir segmento?"
      description={`Excluir o segmento "${segment?.name ?? ''}"? Esta ação não pode ser desfeita.`}
      pending={remove.isPending}
      onConfirm={() =>
        segment &&
        remove.mutate(segment.id, {
          onSuccess: () => {
            toast.success('Segmento excluído.');
            onDeleted();
            onClose();
          },
          onError: (failure) => toast.error(errorMessage(failure, ADMIN_MESSAGES.saveFailed)),
        })
      }
    />
  );
}
