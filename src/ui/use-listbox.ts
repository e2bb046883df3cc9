/**
 * The behaviour of a custom select (a button that opens a listbox), shared by every one
 * the site draws: the button opens it on a click or an arrow key; in the list arrows,
 * Home and End move, Enter or Space choose, Escape closes and gives focus back to the
 * button, Tab closes; a press outside closes; the active option is kept in view. The
 * list takes focus when it opens and is in the tab order while open, since a list that
 * scrolls must be reachable by keyboard (axe scrollable-region-focusable).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Listbox {
  open: boolean;
  active: number;
  setActive: (index: number) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  /** The button's click: opens (on the chosen option) or closes. */
  toggle: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onListKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** Chooses the option at `index`, closes and gives focus back to the button. */
  choose: (index: number) => void;
  /** Props of the list element besides its id and labelling. */
  listProps: { role: 'listbox'; tabIndex: 0 };
}

export function useListbox<T extends { value: string }>(
  options: readonly T[], value: string | null | undefined, onChange: (value: string) => void, disabled = false,
): Listbox {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    if (disabled) return;
    setActive(Math.max(0, options.findIndex((o) => o.value === value)));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openList();
  };

  const last = options.length - 1;
  const keys: Record<string, () => void> = {
    ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
    ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
    Home: () => setActive(0),
    End: () => setActive(last),
    Enter: () => choose(active),
    ' ': () => choose(active),
    Escape: close,
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Tab closes the list and lets focus move on as usual.
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    event.stopPropagation();
    act();
  };

  return {
    open, active, setActive, rootRef, buttonRef, listRef, choose, onButtonKeyDown, onListKeyDown,
    toggle: () => (open ? setOpen(false) : openList()),
    listProps: { role: 'listbox', tabIndex: 0 },
  };
}
