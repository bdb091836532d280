import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { FoodChoice } from '../lib/food-choices';

interface FoodSearchProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The choices for the current text, best first: the person's recent foods, then the catalogue. */
  choices: readonly FoodChoice[];
  onPick: (food: FoodChoice) => void;
  /** Busy reading the catalogue (said to screen readers with the count). */
  searching?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}

/**
 * The diary's food search (WAI-ARIA combobox with a listbox popup): the list opens on focus with the
 * person's recent foods, narrows as they type; arrows move, Enter picks, Escape closes.
 */
export function FoodSearch({
  value,
  onValueChange,
  choices,
  onPick,
  searching = false,
  inputRef,
  describedBy,
}: FoodSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && choices.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(food: FoodChoice) {
    onPick(food);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = choices.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded ? (index + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded && index > 0 ? index - 1 : count - 1));
        return;
      case 'Enter': {
        event.preventDefault();
        const picked = expanded ? choices[active >= 0 ? active : 0] : undefined;
        if (picked) pick(picked);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  }

  const status = searching
    ? 'Buscando alimentos...'
    : value.trim() && choices.length === 0
      ? 'Nenhum alimento encontrado com esse nome.'
      : '';

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Buscar alimento
      </label>
      <div className="relative">
        <Input
          id={id}
          ref={inputRef}
          role="combobox"
          autoComplete="off"
          placeholder="Ex.: feijão carioca"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Alimentos encontrados"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {expanded
            ? choices.map((food, index) => (
                <li
                  key={`${food.foodId}-${food.name}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-label={food.badge ? `${food.name}, ${food.badge}` : food.name}
                  // Keeps the focus in the input so its blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(food)}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-sm text-slate-700',
                    index === active && 'bg-emerald-50 text-emerald-800',
                  )}
                >
                  <span className="min-w-0 break-words">{food.name}</span>
                  {food.badge ? (
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {food.badge}
                    </span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={statusId} role="status" className="min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}

/**
 * A dialog's Escape handler: while the search's list is open, Escape closes the list and leaves the
 * dialog open (the dialog hears the key first).
 */
export function keepOpenWhileListing(event: { preventDefault: () => void }) {
  const focused = document.activeElement;
  if (focused?.getAttribute('role') === 'combobox' && focused.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
