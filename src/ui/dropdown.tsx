import { useId } from 'react';
import { useListbox } from './use-listbox.ts';
import './dropdown.css';

interface DropdownOption {
  value: string;
  label: string;
}

interface DropdownProps {
  label: string;
  placeholder: string;
  options: readonly DropdownOption[];
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * A custom select (requirements 2.3 variant dropdown: placeholder, options closing on outside
 * click, list max height about 15rem; choosing closes it). Its keys and focus are the
 * listbox pattern of `useListbox`.
 */
export function Dropdown({ label, placeholder, options, value, onChange }: DropdownProps) {
  const box = useListbox(options, value, onChange);
  const id = useId();
  const selected = options.find((o) => o.value === value);

  return (
    <div ref={box.rootRef} className={`dropdown${box.open ? ' is-open' : ''}`}>
      <span id={`${id}-label`} className="dropdown-label">
        {label}
      </span>
      <button
        ref={box.buttonRef}
        type="button"
        className="dropdown-button"
        aria-haspopup="listbox"
        aria-expanded={box.open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={box.toggle}
        onKeyDown={box.onButtonKeyDown}
      >
        <span id={`${id}-value`} className={selected ? '' : 'dropdown-placeholder'}>
          {selected ? selected.label : placeholder}
        </span>
        <svg width="12" height="12" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {box.open && (
        <ul
          ref={box.listRef}
          id={`${id}-list`}
          className="dropdown-list"
          {...box.listProps}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-opt-${box.active}`}
          onKeyDown={box.onListKeyDown}
        >
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={o.value === value}
              className={`dropdown-option${i === box.active ? ' is-active' : ''}${o.value === value ? ' is-selected' : ''}`}
              onMouseEnter={() => box.setActive(i)}
              onClick={() => box.choose(i)}
            >
              {o.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
