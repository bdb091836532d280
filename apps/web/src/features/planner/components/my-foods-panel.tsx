import { describeHomeMeasure } from '@prato/core/domain/household-measure';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { FOOD_KIND_LABELS, USER_FOOD_MESSAGES, type UserFood } from '@prato/core/schemas/user-foods';
import { Pencil, Plus } from '@/components/icons';
import { useEffect, useRef, useState } from 'react';
import { BarcodeScanButton } from '@/components/barcode/barcode-scan-button';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DeleteButton } from '@/components/ui/dialog-form';
import { LoadingState } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { useDeleteUserFood } from '../api/delete-user-food';
import { useUserFoods } from '../api/get-user-foods';
import { MY_FOODS_ANCHOR } from './meal-planner';
import {
  prefillFromProduct,
  takeUserFoodFormRequest,
  useUserFoodFormRequest,
  type UserFoodPrefill,
} from '../lib/product-prefill';
import { UserFoodForm } from './user-food-form';

/** "1 pote (170 g)", a drink's "1 garrafa (500 ml)": the serving as the planner describes portions. */
const servingText = (food: UserFood) =>
  describeHomeMeasure({ measures: [food.serving], kind: food.kind }, food.serving.grams).replace(
    /^(\d+ (?:g|ml))$/u,
    `${food.serving.label} ($1)`,
  );

type Editing = { mode: 'new'; prefill?: UserFoodPrefill } | { mode: 'edit'; food: UserFood } | null;

/**
 * "Meus alimentos" on /plan (issue 7 §5): the user's own foods from nutrition labels, to use in
 * the planner like any other; list, add, edit and delete (after a confirmation).
 */
export function MyFoodsPanel() {
  const foods = useUserFoods();
  const [editing, setEditing] = useState<Editing>(null);
  const card = useRef<HTMLElement>(null);
  // "Corrigir para mim" on a scanned product (the planner above) opens the form here, prefilled.
  const request = useUserFoodFormRequest();
  useEffect(() => {
    if (!request) return;
    setEditing({ mode: 'new', prefill: request });
    takeUserFoodFormRequest();
    card.current?.scrollIntoView({ block: 'start' });
  }, [request]);

  return (
    <Card id={MY_FOODS_ANCHOR} ref={card} aria-labelledby="my-foods-title" className="scroll-mt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <CardTitle id="my-foods-title">{USER_FOOD_MESSAGES.title}</CardTitle>
          <CardDescription>
            Cadastre um alimento a partir do rótulo da embalagem e use-o no planejador pelo nome. Só você vê seus
            alimentos.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          <Button variant="secondary" onClick={() => setEditing({ mode: 'new' })}>
            <Plus className="size-4" aria-hidden />
            Novo alimento
          </Button>
          {/* A product read by barcode fills the form (with its barcode: the food then wins over it for you). */}
          <BarcodeScanButton
            actionLabel="Usar estes valores"
            requirePlannable={false}
            onProduct={(product) => setEditing({ mode: 'new', prefill: prefillFromProduct(product) })}
            onRegister={(barcode) => setEditing({ mode: 'new', prefill: { barcode } })}
          />
        </div>
      </div>

      {foods.isPending ? (
        <LoadingState label="Carregando seus alimentos..." />
      ) : foods.isError ? (
        <LoadFailed className="mt-4" message={USER_FOOD_MESSAGES.loadFailed} onRetry={() => void foods.refetch()} />
      ) : foods.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          Você ainda não cadastrou alimentos. Use “Novo alimento” com o rótulo em mãos.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={USER_FOOD_MESSAGES.title}>
          {foods.data.map((food) => (
            <UserFoodRow key={food.id} food={food} onEdit={() => setEditing({ mode: 'edit', food })} />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent
            title={editing.mode === 'edit' ? 'Editar alimento' : 'Novo alimento'}
            description="Copie os valores da tabela nutricional do rótulo."
            className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
          >
            <UserFoodForm
              food={editing.mode === 'edit' ? editing.food : undefined}
              prefill={editing.mode === 'new' ? editing.prefill : undefined}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function UserFoodRow({ food, onEdit }: { food: UserFood; onEdit: () => void }) {
  const remove = useDeleteUserFood();
  const { perServing } = food;
  return (
    <li className="flex items-center gap-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{food.name}</p>
        <p className="text-sm text-slate-600">
          {FOOD_KIND_LABELS[food.kind]} · {servingText(food)}: {formatKcal(perServing.kcal)}
        </p>
        <p className="text-xs text-slate-500">
          Carb. {formatGrams(perServing.carbs)} · Prot. {formatGrams(perServing.protein)} · Gord.{' '}
          {formatGrams(perServing.fat)}
          {perServing.fiber === null ? '' : ` · Fibra ${formatGrams(perServing.fiber)}`}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Editar ${food.name}`} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      <DeleteButton
        label={`Excluir ${food.name}`}
        title="Excluir alimento?"
        description={`“${food.name}” sai dos seus alimentos e do planejador. As refeições já salvas não mudam.`}
        remove={remove}
        id={food.id}
        messages={USER_FOOD_MESSAGES}
      />
    </li>
  );
}
