import { X } from '@/components/icons';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * A press in a dialog opened over this one (its content or its overlay) does not dismiss this one. Radix
 * relies on React's events reaching this dialog through the portal; Preact's follow the DOM only, and
 * Radix's order of layers protects this dialog only from a frame or two after the other one opens.
 */
function pressedInAnotherDialog(target: EventTarget | null, ownOverlay: Element | null): boolean {
  return (
    target instanceof Element &&
    target !== ownOverlay &&
    target.closest('[role="dialog"], [data-dialog-overlay]') !== null
  );
}

/**
 * Where focus goes when a dialog closes and the element that opened it is gone (a deleted row's button):
 * the page's heading, so the keyboard and the screen reader resume from the top of the page, not <body>.
 */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * The element that last had focus. A dialog opened from a menu item opens as the menu closes: by then the
 * item is gone and focus is on <body>, so the dialog asks this instead.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/**
 * What to give focus back to when a dialog closes: the element that had it when the dialog opened, or, for
 * an item of a menu (which closes as the dialog opens), the button that opened that menu.
 */
function openerOf(active: Element | null): HTMLElement | null {
  const focused = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  if (!focused) return null;
  const menu = focused.closest('[role="menu"]');
  // A Radix menu is labelled by its button (aria-controls is dropped as soon as the menu closes).
  const labelledBy = menu?.getAttribute('aria-labelledby');
  const menuButton = labelledBy ? document.getElementById(labelledBy) : null;
  return menuButton ?? focused;
}

export function DialogContent({
  title,
  description,
  className,
  children,
  onPointerDownOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const overlay = useRef<HTMLDivElement>(null);
  // Most dialogs open from state, not from a Radix trigger, so Radix has nothing to give focus back to on
  // close and it falls to <body>: the dialog remembers what had focus when it opened and returns it there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        ref={overlay}
        data-dialog-overlay=""
        className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]"
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (pressedInAnotherDialog(event.detail.originalEvent.target, overlay.current)) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          opener.current = null;
          onCloseAutoFocus?.(event);
          // A caller that placed focus itself has the last word.
          if (event.defaultPrevented) return;
          event.preventDefault();
          target?.focus();
          // Gone (the deleted row's button) or no longer focusable (disabled meanwhile).
          if (!target || document.activeElement !== target) focusPageHeading();
        }}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          aria-label="Fechar"
          // 44 × 44 px like every touch target; the icon keeps its place in the corner.
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
