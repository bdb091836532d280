import { searchActivities, type Activity } from '@prato/core/data/activities';
import { useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';
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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => searchActivities(value), [value]);
  // Nothing to suggest when the text already is one of the activities.
  const exact = suggestions.length === 1 && suggestions[0]?.name === value;
  const expanded = open && suggestions.length > 0 && !exact;

  const pick = (activity: Activity) => {
    onValueChange(activity.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const activity = suggestions[active];
      if (activity) pick(activity);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        {...props}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugestões de atividades"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? suggestions.map((activity, index) => (
              <li
                key={activity.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(activity)}
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
