import { searchActivities } from '@prato/core/data/activities';
import { useMemo, type ComponentProps } from 'react';
import { useCombobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type ActivityComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * Text input with activity suggestions (more than 2 characters, at most 5, each with its category),
 * following the ARIA combobox pattern: arrows move, Enter picks, Escape closes.
 */
export function ActivityCombobox({ value, onValueChange, className, onBlur, ...props }: ActivityComboboxProps) {
  const suggestions = useMemo(() => searchActivities(value), [value]);
  // Nothing to suggest when the text already is one of the activities.
  const exact = suggestions.length === 1 && suggestions[0]?.name === value;
  const combobox = useCombobox({
    options: suggestions,
    onValueChange,
    onPick: (activity) => onValueChange(activity.name),
    hideList: exact,
  });
  const { expanded, active } = combobox;

  return (
    <div className="relative">
      <Input
        {...props}
        {...combobox.inputProps}
        value={value}
        className={className}
        onBlur={(event) => {
          combobox.close();
          onBlur?.(event);
        }}
      />
      <ul
        {...combobox.listProps}
        aria-label="Sugestões de atividades"
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? suggestions.map((activity, index) => (
              <li
                key={activity.id}
                {...combobox.optionProps(activity, index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2.5 text-sm',
                  index === active ? 'bg-emerald-50 text-emerald-900' : 'text-slate-800 hover:bg-slate-50',
                )}
              >
                <span>{activity.name}</span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {activity.category}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
