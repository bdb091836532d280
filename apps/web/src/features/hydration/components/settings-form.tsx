import { zodResolver } from '@hookform/resolvers/zod';
import { HYDRATION_GOAL_LIMITS, INTAKE_SIZES_ML } from '@prato/core/domain/hydration';
import {
  HYDRATION_MESSAGES,
  HydrationSettingsSchema,
  type HydrationSettings,
  type HydrationSettingsView,
} from '@prato/core/schemas/hydration';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import { useSaveHydrationSettings } from '../api/save-hydration-settings';
import { formatVolume } from './format';

const SWITCHES = [
  { name: 'notificationsEnabled', label: 'Notificações' },
  { name: 'soundEnabled', label: 'Som' },
  { name: 'vibrationEnabled', label: 'Vibração' },
] as const;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Hydration settings; saving regenerates today's reminders (the marked ones stay). */
export function SettingsForm({ view }: { view: HydrationSettingsView }) {
  const save = useSaveHydrationSettings();
  const form = useForm<HydrationSettings>({
    resolver: zodResolver(HydrationSettingsSchema),
    defaultValues: view.settings,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(saved.settings);
        toast.success(HYDRATION_MESSAGES.settingsSaved);
      },
      onError: () => toast.error(HYDRATION_MESSAGES.settingsFailed),
    }),
  );

  return (
    <Card aria-labelledby="hydration-settings-title">
      <CardTitle id="hydration-settings-title">Configurações</CardTitle>
      <CardDescription>Ao salvar, os lembretes de hoje são refeitos; os já marcados são mantidos.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid grid-cols-2 gap-4">
          <Field
            label="Meta diária (ml)"
            error={errors.dailyGoalMl?.message}
            hint={
              view.suggestedGoalMl === null ? (
                HYDRATION_MESSAGES.completeProfile
              ) : (
                <>
                  Meta sugerida: {formatVolume(view.suggestedGoalMl, 'ml')}.{' '}
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center font-medium text-emerald-700 underline underline-offset-2"
                    onClick={() =>
                      form.setValue('dailyGoalMl', view.suggestedGoalMl ?? HYDRATION_GOAL_LIMITS.min, {
                        shouldDirty: true,
                        shouldValidate: true,
                      })
                    }
                  >
                    Usar sugerida
                  </button>
                </>
              )
            }
          >
            {(control) => <NumberField {...control} control={form.control} name="dailyGoalMl" integer />}
          </Field>
          <Field label="Tamanho da ingestão" error={errors.intakeSizeMl?.message}>
            {(control) => (
              <Select {...control} {...form.register('intakeSizeMl', { setValueAs: (value) => Number(value) })}>
                {INTAKE_SIZES_ML.map((size) => (
                  <option key={size} value={size}>
                    {size} ml
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Acordar" error={errors.wakeTime?.message}>
            {(control) => <Input {...control} {...form.register('wakeTime')} type="time" />}
          </Field>
          <Field label="Dormir" error={errors.sleepTime?.message}>
            {(control) => <Input {...control} {...form.register('sleepTime')} type="time" />}
          </Field>
          <Field label="Silêncio: início" error={errors.silentStart?.message}>
            {(control) => (
              <Input {...control} {...form.register('silentStart', { setValueAs: emptyToNull })} type="time" />
            )}
          </Field>
          <Field label="Silêncio: fim" error={errors.silentEnd?.message}>
            {(control) => (
              <Input {...control} {...form.register('silentEnd', { setValueAs: emptyToNull })} type="time" />
            )}
          </Field>
          <Field label="Unidade" error={errors.unit?.message} className="col-span-2 sm:col-span-1">
            {(control) => (
              <Select {...control} {...form.register('unit')}>
                <option value="ml">Mililitros (ml)</option>
                <option value="liters">Litros (L)</option>
              </Select>
            )}
          </Field>
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
          <legend className="sr-only">Alertas</legend>
          {SWITCHES.map(({ name, label }) => (
            <div key={name} className="flex items-center gap-2">
              <CheckboxField id={`hydration-${name}`} control={form.control} name={name} />
              {/* The label is part of the target: a 44 px row a finger finds. */}
              <label htmlFor={`hydration-${name}`} className="flex min-h-11 items-center text-sm text-slate-700">
                {label}
              </label>
            </div>
          ))}
        </fieldset>
        <SubmitButton pending={save.isPending} className="w-full sm:w-auto">
          Salvar configurações
        </SubmitButton>
      </form>
    </Card>
  );
}
