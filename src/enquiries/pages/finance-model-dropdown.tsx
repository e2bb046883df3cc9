/**
 * requirements 2.3 and 4: the finance page's custom model dropdown, which opens and closes: a
 * button with a listbox (keys and focus from `useListbox`). When the bike comes from
 * navigation state it is locked.
 */
import { useId } from 'react';
import { useListbox } from '../../ui/use-listbox.ts';
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
  const box = useListbox(options, value, onChange, locked);
  const open = box.open;
  const listId = `${id}-list${useId().replace(/:/g, '')}`;
  const selected = options.find((o) => o.value === value);

  return (
    <div className={`model-dropdown${open ? ' model-dropdown--open' : ''}`} ref={box.rootRef}>
      <button
        id={id}
        ref={(element) => {
          box.buttonRef.current = element;
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
        onClick={box.toggle}
        onKeyDown={box.onButtonKeyDown}
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
          ref={box.listRef}
          className="model-dropdown__list"
          {...box.listProps}
          aria-labelledby={labelId}
          aria-activedescendant={`${listId}-${box.active}`}
          onKeyDown={box.onListKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              className={`model-dropdown__option${index === box.active ? ' model-dropdown__option--active' : ''}`}
              onMouseEnter={() => box.setActive(index)}
              onClick={() => box.choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
