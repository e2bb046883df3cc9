/**
 * What the change forms of a vehicle and of a booking share: the choice of what happened,
 * the problem shown (the server's refusal under the field it names, or under the choice
 * when it names none of the form's fields), an edit clearing it until the next Save, and
 * the Save button, which waits for a connection: a vehicle's or a booking's change is
 * made online only (it is checked against what the server holds now). Each form keeps its
 * own choices, fields and request.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useOnline } from '../../ui/use-online.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from './field-mark.tsx';
import { NeedsConnection } from './needs-connection.tsx';

export interface ChangeProblem {
  field?: string;
  text: string;
}

/**
 * The problem a change form shows. `ownFields` are the fields it has a place for; a
 * problem naming another (`status`, `vin`, the choice itself) shows under the choice.
 */
export function useChangeProblem(idPrefix: string, ownFields: readonly string[]) {
  const [problem, setProblem] = useState<ChangeProblem>();
  return {
    problem,
    setProblem,
    /** An edit answers the problem shown: it goes until the next Save. */
    edited: <T,>(set: (value: T) => void, value: T) => {
      set(value);
      setProblem(undefined);
    },
    /** The server's refusal, kept to show, and its words for the toast. */
    refused: (error: unknown, fallback: string) => {
      const found = fieldProblem(failureText(error, fallback));
      setProblem(found);
      return found.text;
    },
    markOf: (field: string) => fieldMark(idPrefix, field, problem?.field === field ? problem.text : undefined),
    choiceProblem: problem && !ownFields.includes(problem.field ?? '') ? problem.text : undefined,
  };
}

interface Choice {
  id: string;
  label: string;
}

interface Props<C extends Choice> {
  /** The form's name for assistive technology ("Change this vehicle"). */
  label: string;
  idPrefix: string;
  choices: readonly C[];
  chosen: string;
  onChoose: (choice: C) => void;
  choiceProblem: string | undefined;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  /** What the chosen change asks for. */
  children: ReactNode;
}

export function ChangeForm<C extends Choice>({ label, idPrefix, choices, chosen, onChoose, choiceProblem, saving, onSubmit, children }: Props<C>) {
  // A group takes no aria-invalid: it points at its message instead.
  const choiceMark = fieldMark(idPrefix, 'choice', choiceProblem);
  const online = useOnline();
  return (
    <form className="admin-form stock-change" aria-label={label} onSubmit={onSubmit} noValidate>
      <h3 className="stock-history-heading">Change</h3>
      <fieldset className="admin-field stock-status-choice" aria-describedby={choiceMark.attrs['aria-describedby']}>
        <legend>What happened?</legend>
        {choices.map((c) => (
          <label key={c.id} className="stock-radio">
            <input type="radio" name={`${idPrefix}-choice`} value={c.id} checked={chosen === c.id} onChange={() => onChoose(c)} />
            <span>{c.label}</span>
          </label>
        ))}
        {choiceMark.error}
      </fieldset>
      {children}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={saving || !online} aria-describedby={online ? undefined : `${idPrefix}-offline`}>
          {saving ? 'Saving...' : 'Save change'}
        </button>
      </div>
      {!online && <NeedsConnection id={`${idPrefix}-offline`}>Changes are made online only: this device has no connection now.</NeedsConnection>}
    </form>
  );
}
