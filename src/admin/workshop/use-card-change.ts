/**
 * Every change of an opened job card (next stage, a new line, a counter decision): the
 * request, the card's answer put in the cache and the board read again, the toast, and the
 * refusal kept to show beside the control (a stale version's 409 included).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobCardAnswer } from '#contract/workshop.ts';
import { api } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { boardChanged, jobCardQuery } from './workshop-queries.ts';

export interface CardProblem { field?: string; text: string; status?: number }

export function useCardChange<Vars>(id: number, pathOf: (vars: Vars) => string, done: (answer: JobCardAnswer, vars: Vars) => string, fallback: string) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<CardProblem>();
  const write = useAdminWrite({
    write: (vars: Vars & { body: unknown }) => api<JobCardAnswer>(pathOf(vars), { method: 'POST', body: vars.body }),
    onDone: (answer) => {
      setProblem(undefined);
      queryClient.setQueryData(jobCardQuery(id).queryKey, answer);
      boardChanged();
    },
    done: (answer, vars) => done(answer, vars),
    failed: (error) => {
      const found = fieldProblem(failureText(error, fallback));
      setProblem({ ...found, status: (error as { status?: number }).status });
      return found.text;
    },
  });
  return { ...write, problem, clearProblem: () => setProblem(undefined) };
}
