import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

interface AccordionSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  sections: readonly AccordionSection[];
  /** The section open at first; none if omitted. */
  initiallyOpen?: string | null;
}

/** One section open at a time, or none (requirements 2.3 and 4 specifications accordion); headers are buttons with aria-expanded. */
export function Accordion({ sections, initiallyOpen = null }: AccordionProps) {
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  const base = useId();
  return (
    <div className="accordion">
      {sections.map((section) => {
        const expanded = open === section.id;
        const panelId = `${base}-${section.id}`;
        return (
          <div key={section.id} className={`accordion-section${expanded ? ' is-open' : ''}`}>
            <h3 className="accordion-heading">
              <button
                type="button"
                className="accordion-toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                id={`${panelId}-button`}
                onClick={() => setOpen(expanded ? null : section.id)}
              >
                <span>{section.title}</span>
                <span className="accordion-sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={`${panelId}-button`} className="accordion-panel" hidden={!expanded}>
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
