import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabItem {
  id: string;
  label: string;
}

interface TabsProps {
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
  /** Panels rendered for tabs already visited; hidden ones stay mounted (their data stays loaded). */
  renderPanel: (id: string) => ReactNode;
  visited?: ReadonlySet<string>;
}

/** WAI-ARIA tabs: roles, roving tabindex, Left/Right/Home/End move and activate (requirements 2.3 detail tabs). */
export function Tabs({ tabs, active, onChange, label, renderPanel, visited }: TabsProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={`tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.id === active || visited?.has(tab.id) ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={tab.id !== active}
            tabIndex={0}
            className="tab-panel"
          >
            {renderPanel(tab.id)}
          </div>
        ) : null,
      )}
    </div>
  );
}
