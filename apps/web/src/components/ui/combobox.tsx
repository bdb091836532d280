import { useId, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface UseComboboxOptions<T> {
  /** The options for the current text, best first. */
  options: readonly T[];
  onValueChange: (value: string) => void;
  onPick: (option: T) => void;
  /** Keeps the list hidden even with options (e.g. the text already is the only one). */
  hideList?: boolean;
  /** Enter with the list open and no option active picks the first one. */
  enterPicksFirst?: boolean;
  /** Enter that picks no option: handled here (and never submits a form) when given. */
  onEnterWithoutPick?: () => void;
  /** The list opens when the input takes the focus or is clicked, before any typing. */
  openOnFocus?: boolean;
}

/**
 * The keyboard and ARIA state of a combobox with a listbox popup (WAI-ARIA combobox pattern), shared
 * by every autocomplete: arrows move through the options (wrapping), Enter picks, Escape closes the
 * list only, typing reopens it. The caller draws the input, the list and the options, spreading the
 * props returned here; a search passes only its options and what a pick does.
 */
export function useCombobox<T>({
  options,
  onValueChange,
  onPick,
  hideList = false,
  enterPicksFirst = false,
  onEnterWithoutPick,
  openOnFocus = false,
}: UseComboboxOptions<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0 && !hideList;
  const optionId = (index: number) => `${id}-option-${index}`;
  const show = () => setOpen(true);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(option: T) {
    onPick(option);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
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
        const index = active >= 0 ? active : enterPicksFirst ? 0 : -1;
        const picked = expanded ? options[index] : undefined;
        if (picked !== undefined) {
          event.preventDefault();
          pick(picked);
        } else if (onEnterWithoutPick) {
          event.preventDefault();
          onEnterWithoutPick();
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // The list closes; a dialog around it stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  }

  return {
    /** A unique id for the input (callers with their own label's id keep theirs). */
    id,
    expanded,
    active,
    setActive,
    close,
    pick,
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onValueChange(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onBlur: close,
      ...(openOnFocus ? { onFocus: show, onClick: show } : {}),
    },
    listProps: { id: listId, role: 'listbox', hidden: !expanded },
    optionProps: (option: T, index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keeps the focus in the input so its blur does not close the list before the click.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => pick(option),
    }),
  } as const;
}

/**
 * A search's popup list under its input (the food searches): the options while it is open, each drawn
 * by `children`; the active one is highlighted and follows the pointer.
 */
export function ComboboxOptions<T>({
  combobox,
  options,
  label,
  optionKey,
  optionLabel,
  children,
}: {
  combobox: ReturnType<typeof useCombobox<T>>;
  options: readonly T[];
  /** The list's accessible name. */
  label: string;
  optionKey: (option: T) => string;
  /** An option's accessible name when its text alone does not say it (e.g. a badge's meaning). */
  optionLabel?: (option: T) => string | undefined;
  children: (option: T) => ReactNode;
}) {
  return (
    <ul
      {...combobox.listProps}
      aria-label={label}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
    >
      {combobox.expanded
        ? options.map((option, index) => (
            <li
              key={optionKey(option)}
              {...combobox.optionProps(option, index)}
              aria-label={optionLabel?.(option)}
              onMouseMove={() => combobox.setActive(index)}
              className={cn(
                'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-sm text-slate-700',
                index === combobox.active && 'bg-emerald-50 text-emerald-800',
              )}
            >
              {children(option)}
            </li>
          ))
        : null}
    </ul>
  );
}

/**
 * A dialog's Escape handler: while a combobox's list is open, Escape closes the list and leaves the
 * dialog open (the dialog hears the key first).
 */
export function keepOpenWhileListing(event: { preventDefault: () => void }) {
  const focused = document.activeElement;
  if (focused?.getAttribute('role') === 'combobox' && focused.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
