import { PLAN_IDS, PLANS, type PlanId } from '@prato/core/domain/plans';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

// The fields the admin's subscription forms share: the user's dialog, the selection's and the list's filters.

/** "Observações" of a subscription change (kept in the user's history), up to 1000 characters. */
export function NotesField({
  value,
  onChange,
  rows,
  hint,
}: {
  value: string;
  onChange: (notes: string) => void;
  rows: number;
  hint?: string;
}) {
  return (
    <Field label="Observações" hint={hint}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          maxLength={1000}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15"
        />
      )}
    </Field>
  );
}

/** The plans as a select's options (PLANS' labels), after an empty option when `none` names it. */
export function PlanOptions({ none }: { none?: string }) {
  return (
    <>
      {none === undefined ? null : <option value="">{none}</option>}
      {PLAN_IDS.map((id) => (
        <option key={id} value={id}>
          {PLANS[id].label}
        </option>
      ))}
    </>
  );
}

/** "Plano": a select of the plans; with `none`, an empty first option (the value '') of that name. */
export function PlanField<Value extends PlanId | ''>({
  value,
  onChange,
  none,
}: {
  value: Value;
  onChange: (plan: Value) => void;
  none?: string;
}) {
  return (
    <Field label="Plano">
      {(control) => (
        <Select
          {...control}
          value={value}
          // The options are the plans (and '' only with `none`).
          onChange={(event) => onChange(event.target.value as Value)}
        >
          <PlanOptions none={none} />
        </Select>
      )}
    </Field>
  );
}
