/**
 * The database's refusals of a rule (a trigger's RAISE with its own SQLSTATE, or a unique
 * index) as the answers a person reads, from one table per module: whichever API process
 * got there second, the rule holds and the refusal names its field.
 */
import { HttpError } from '../http/http-error.ts';

export interface RuleRefusal {
  field: string;
  message: string;
}

export interface RuleTable {
  /** By SQLSTATE: the codes a module's migrations raise (SB001, WS002, PL003...). */
  codes?: Record<string, RuleRefusal>;
  /** By the name a unique index's constraint starts with (SQLSTATE 23505). */
  uniques?: Record<string, RuleRefusal>;
}

/** The refusal `table` gives for a database error, or null when the error is none of its rules. */
export function ruleRefusalOf(error: unknown, table: RuleTable): RuleRefusal | null {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === '23505') {
    const constraint = String(e?.constraint ?? '');
    const unique = Object.entries(table.uniques ?? {}).find(([prefix]) => constraint.startsWith(prefix));
    return unique ? unique[1] : null;
  }
  return table.codes?.[code] ?? null;
}

/** A refusal as answered everywhere: `field: message`, with the field's error for the form. */
export function fieldRefusal(status: number, field: string, message: string): HttpError {
  return new HttpError(status, `${field}: ${message}`, { fields: { errors: [{ field, message }] } });
}

/** Runs `work`; a rule of `table` the database refused becomes a 409 naming its field. */
export async function withRules<T>(table: RuleTable, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refused = ruleRefusalOf(error, table);
    if (!refused) throw error;
    throw fieldRefusal(409, refused.field, refused.message);
  }
}
