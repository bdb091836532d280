import { zodResolver } from '@hookform/resolvers/zod';
import { formatGrams } from '@prato/core/domain/format-number';
import { FOOD_KINDS } from '@prato/core/data/food-types';
import {
  FOOD_KIND_LABELS,
  LABEL_BASES,
  LABEL_NUTRIENTS,
  LABEL_BASIS_LABELS,
  USER_FOOD_MESSAGES,
  UserFoodInputSchema,
  type UserFood,
  type UserFoodInput,
} from '@prato/core/schemas/user-foods';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useCreateUserFood } from '../api/create-user-food';
import { useUpdateUserFood } from '../api/update-user-food';

/** Form values: the number fields read a decimal comma ("6,1"), as Brazilian labels write it. */
type FormValues = UserFoodInput;

const NUMBER_FIELDS: { name: 'kcal' | 'carbs' | 'protein' | 'fat' | 'fiber'; label: string }[] = [
  { name: 'kcal', label: 'Energia (kcal)' },
  { name: 'carbs', label: 'Carboidratos (g)' },
  { name: 'protein', label: 'Proteínas (g)' },
  { name: 'fat', label: 'Gorduras totais (g)' },
  { name: 'fiber', label: 'Fibra alimentar (g, opcional)' },
];
const FIELD_NAMES = new Set<string>([
  'name',
  'kind',
  'basis',
  'servingLabel',
  'servingGrams',
  ...NUMBER_FIELDS.map((f) => f.name),
  ...LABEL_NUTRIENTS.map((n) => n.id),
]);

/** Blank label micronutrients are sent as unknown (null), never as 0. */
const NO_LABEL_NUTRIENTS = Object.fromEntries(LABEL_NUTRIENTS.map((n) => [n.id, null]));

function defaultsOf(food: UserFood | undefined, prefill: Partial<FormValues> = {}): Partial<FormValues> {
  // An empty kind shows the placeholder option (the schema then asks to choose one).
  // Fibre left blank is sent as unknown (null). A prefill (a scanned product) fills what it knows.
  if (!food)
    return { basis: 'serving', kind: '' as FormValues['kind'], fiber: null, ...NO_LABEL_NUTRIENTS, ...prefill };
  const values = food.basis === 'serving' ? food.perServing : food.per100g;
  return {
    name: food.name,
    kind: food.kind,
    basis: food.basis,
    servingLabel: food.serving.label,
    servingGrams: food.serving.grams,
    ...values,
    // A correction of a scanned product keeps its barcode when edited.
    ...(food.barcode ? { barcode: food.barcode } : {}),
  };
}

interface UserFoodFormProps {
  /** The food to edit; a new food when absent. */
  food?: UserFood;
  /** A new food's starting values (a scanned product's, with its barcode). */
  prefill?: Partial<FormValues>;
  onSaved: (food: UserFood) => void;
  onCancel: () => void;
}

/** Add or edit one of the user's foods from its nutrition label (per serving or per 100 g). */
export function UserFoodForm({ food, prefill, onSaved, onCancel }: UserFoodFormProps) {
  const create = useCreateUserFood();
  const update = useUpdateUserFood();
  const pending = create.isPending || update.isPending;
  const basisLegendId = useId();
  const labelNutrientsLegendId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(UserFoodInputSchema),
    defaultValues: defaultsOf(food, prefill),
  });
  const { errors } = form.formState;
  const basis = form.watch('basis');
  // The field holds its text while what was typed is not a number.
  const servingGrams: unknown = form.watch('servingGrams');
  const valuesFor =
    basis === 'per100g'
      ? 'Valores em 100 g do alimento.'
      : typeof servingGrams === 'number' && servingGrams > 0
        ? `Valores em uma porção (${formatGrams(servingGrams)}).`
        : 'Valores em uma porção do rótulo.';

  const onSubmit = form.handleSubmit((input) => {
    const handlers = {
      onSuccess: (saved: UserFood) => {
        toast.success(food ? USER_FOOD_MESSAGES.updated : USER_FOOD_MESSAGES.created);
        onSaved(saved);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 409 && error.code === 'USER_FOOD_NAME_TAKEN') {
          form.setError('name', { message: error.message }, { shouldFocus: true });
          return;
        }
        if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
          let focused = false;
          for (const issue of error.issues) {
            if (!FIELD_NAMES.has(issue.path)) continue;
            form.setError(issue.path as Path<FormValues>, { message: issue.message }, { shouldFocus: !focused });
            focused = true;
          }
          if (focused) return;
        }
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : USER_FOOD_MESSAGES.saveFailed);
      },
    };
    if (food) update.mutate({ id: food.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      {form.getValues('barcode') ? (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Código de barras {form.getValues('barcode')}: este alimento vale para você no lugar do produto.
        </p>
      ) : null}
      <Field label="Nome" error={errors.name?.message} hint="Como você vai digitar no planejador.">
        {(control) => (
          <Input {...control} {...form.register('name')} autoComplete="off" placeholder="Ex.: Iogurte grego Marca X" />
        )}
      </Field>
      <Field label="Tipo de alimento" error={errors.kind?.message}>
        {(control) => (
          <Select {...control} {...form.register('kind')}>
            <option value="">Escolha o tipo</option>
            {FOOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {FOOD_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Medida caseira"
          error={errors.servingLabel?.message}
          hint="Ex.: pote, fatia, unidade"
          className="col-span-2 sm:col-span-1"
        >
          {(control) => <Input {...control} {...form.register('servingLabel')} autoComplete="off" placeholder="pote" />}
        </Field>
        <Field label="Peso da porção (g)" error={errors.servingGrams?.message} className="col-span-2 sm:col-span-1">
          {(control) => <NumberField {...control} control={form.control} name="servingGrams" placeholder="170" />}
        </Field>
      </div>

      <fieldset aria-labelledby={basisLegendId} className="space-y-2">
        <legend id={basisLegendId} className="text-sm font-medium text-slate-700">
          Os valores do rótulo são
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {LABEL_BASES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-emerald-500/20"
            >
              <input type="radio" value={option} {...form.register('basis')} className="size-4 accent-emerald-700" />
              {LABEL_BASIS_LABELS[option]}
            </label>
          ))}
        </div>
        {errors.basis?.message ? <p className="text-sm text-red-600">{errors.basis.message}</p> : null}
      </fieldset>

      <div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {valuesFor}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {NUMBER_FIELDS.map(({ name, label }) => (
            <Field
              key={name}
              label={label}
              error={errors[name]?.message}
              className={name === 'fiber' ? 'col-span-2 sm:col-span-1' : undefined}
            >
              {(control) => <NumberField {...control} control={form.control} name={name} />}
            </Field>
          ))}
        </div>
      </div>

      <fieldset aria-labelledby={labelNutrientsLegendId} className="space-y-2">
        <legend id={labelNutrientsLegendId} className="text-sm font-medium text-slate-700">
          {USER_FOOD_MESSAGES.labelNutrientsTitle}
        </legend>
        <p className="text-sm text-slate-600">{USER_FOOD_MESSAGES.labelNutrientsHint}</p>
        <div className="grid grid-cols-2 gap-3">
          {LABEL_NUTRIENTS.map(({ id, label }) => (
            <Field key={id} label={label} error={errors[id]?.message}>
              {(control) => <NumberField {...control} control={form.control} name={id} />}
            </Field>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton pending={pending}>{food ? 'Salvar alterações' : 'Adicionar alimento'}</SubmitButton>
      </div>
    </form>
  );
}
