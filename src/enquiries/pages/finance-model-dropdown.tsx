/**
 * requirements 2.3 and 4: the finance page's custom model dropdown, which opens and closes. It is
 * a button with a listbox: arrows, Home/End, Enter/Space choose, Escape and Tab close,
 * a click outside closes. When the bike comes from navigation state it is locked.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldOption } from '../kit/form-definition.ts';
import type { CustomFieldProps } from '../kit/form-field.tsx';
import './finance-model-dropdown.css';

interface FinanceModelDropdownProps extends CustomFieldProps {
  options: readonly FieldOption[];
  placeholder: string;
  locked: boolean;
  /** Why there is nothing to choose yet (the models being read, or no signal and none saved). */
  note?: string | undefined;
}

export function FinanceModelDropdown(props: FinanceModelDropdownProps) {
  const { id, labelId, value, onChange, onBlur, invalid, describedBy, inputRef, options, placeholder, locked, note } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-list${useId().replace(/:/g, '')}`;
  const selected = options.find((o) => o.value === value);

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
    if (locked) return;
    const index = options.findIndex((o) => o.value === value);
    setActive(index >= 0 ? index : 0);
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

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className={`model-dropdown${open ? ' model-dropdown--open' : ''}`} ref={rootRef}>
      <button
        id={id}
        ref={(element) => {
          buttonRef.current = element;
          inputRef(element);
        }}
        type="button"
        className="model-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}`}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, locked ? `${id}-locked` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined}
        aria-disabled={locked || undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onButtonKey}
        onBlur={onBlur}
      >
        <span className={selected ? '' : 'model-dropdown__placeholder'}>{selected?.label ?? placeholder}</span>
        {locked ? null : <span className="model-dropdown__caret" aria-hidden="true" />}
      </button>
      {locked ? (
        <p id={`${id}-locked`} className="model-dropdown__locked">
          Chosen from the bike you were viewing.
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="model-dropdown__locked" role="status">
          {note}
        </p>
      ) : null}
      {open ? (
        <ul
          id={listId}
          ref={listRef}
          className="model-dropdown__list"
          role="listbox"
          // Focusable in the tab order while open (Tab closes it): a list that scrolls must be
          // reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          aria-labelledby={labelId}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onListKey}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              className={`model-dropdown__option${index === active ? ' model-dropdown__option--active' : ''}`}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
