/**
 * Every admin form: react-hook-form with a zod schema of the contract (requirements 5 messages).
 * A refused form says its first problem in a toast, as every other admin message
 * (requirements 8), marks the fields (aria-invalid) and puts the focus on the first of them.
 */
import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type UseFormProps } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

/** The first message, in the schema's field order (nested groups included). */
export function firstProblem(errors: FieldErrors): string | undefined {
  for (const entry of Object.values(errors)) {
    if (!entry || typeof entry !== 'object') continue;
    // A field's error has a type; anything else is a group of fields.
    if ('type' in entry) {
      if (typeof entry.message === 'string' && entry.message) return entry.message;
      continue;
    }
    const nested = firstProblem(entry as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

export function useAdminForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  /**
   * The form's onSubmit: `save` gets the schema's output, or the first problem is shown.
   * `save` starts a mutation that reports its own outcome, so nothing waits for the check.
   */
  const submitWith = (save: (values: Output) => void) => {
    const submit = form.handleSubmit(save, (errors) => {
      const problem = firstProblem(errors);
      if (problem) toast.error(problem, { id: 'admin-form-problem' });
    });
    return (event?: BaseSyntheticEvent) => void submit(event);
  };
  return { ...form, submitWith };
}
