import { useEffect, useRef, useState } from 'react';
import { useDismiss } from '../../ui/use-dismiss.ts';
import type { ExportFormat, ExportScope } from './run-export.ts';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'csv', label: 'CSV' },
  { format: 'print', label: 'Print' },
];

interface ExportMenuProps {
  /** requirements 5: PDF, CSV and Print are disabled when there are no rows. */
  disabled: boolean;
  onExport: (format: ExportFormat, scope: ExportScope) => void;
}

/** requirements 2.5: PDF, CSV and Print; each offers 'This page' and 'All matching rows'. */
export function ExportMenu({ disabled, onExport }: ExportMenuProps) {
  const [open, setOpen] = useState<ExportFormat>();
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open !== undefined, root, () => setOpen(undefined));
  useEffect(() => {
    if (disabled) setOpen(undefined);
  }, [disabled]);

  return (
    <div className="report-exports" ref={root}>
      {formats.map(({ format, label }) => (
        <div key={format} className="report-export">
          <button
            type="button"
            className="btn btn-dark admin-small-btn admin-keep-case"
            disabled={disabled}
            aria-haspopup="menu"
            aria-expanded={open === format}
            onClick={() => setOpen(open === format ? undefined : format)}
          >
            {label}
          </button>
          {open === format && (
            <ul className="report-export-menu" role="menu" aria-label={`${label} export`}>
              {(
                [
                  ['page', 'This page'],
                  ['all', 'All matching rows'],
                ] as const
              ).map(([scope, text]) => (
                <li key={scope} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      setOpen(undefined);
                      onExport(format, scope);
                    }}
                  >
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
