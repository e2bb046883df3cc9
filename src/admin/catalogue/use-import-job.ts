/**
 * The catalogue import the screen follows (docs/catalogue.md "Export and import: one file for the whole catalogue"): the
 * latest one on opening (so a reload finds a running import), or the one just started;
 * while it runs its progress is read every second, and when it ends the catalogue list is
 * read again. The import itself goes on at the server whatever the screen does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { importPollMs, type ImportJob, type ImportJobAnswer } from '#contract/catalogue-transfer.ts';
import { api } from '../../lib/api.ts';

/** A finished import found on opening is still told this long after it ended. */
const recentMs = 10 * 60 * 1000;

export interface ImportJobView {
  job: ImportJob | null;
  /** True while a read of the progress fails for want of network (the import goes on). */
  unreachable: boolean;
  /** Follow a job just started. */
  follow: (job: ImportJob) => void;
}

export function useImportJob(): ImportJobView {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<ImportJob | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    let stop = false;
    void api<ImportJobAnswer>(adminApiPaths.adminCatalogueImport).then(({ job: latest }) => {
      if (stop || !latest) return;
      const recent = latest.state === 'running' || (latest.finishedAt !== null && Date.now() - Date.parse(latest.finishedAt) < recentMs);
      if (recent) setJob((current) => current ?? latest);
    }, () => undefined);
    return () => {
      stop = true;
    };
  }, []);

  const running = job?.state === 'running' ? job.id : null;
  useEffect(() => {
    if (running === null) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { job: now } = await api<ImportJobAnswer>(adminApiPaths.adminCatalogueImportJob(running));
        if (stop || !now) return;
        setUnreachable(false);
        setJob(now);
        if (now.state !== 'running') {
          void queryClient.invalidateQueries({ queryKey: [adminApiPaths.adminCatalogue] });
          return;
        }
      } catch {
        if (!stop) setUnreachable(true);
      }
      if (!stop) timer = setTimeout(() => void poll(), importPollMs);
    };
    timer = setTimeout(() => void poll(), importPollMs);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [running, queryClient]);

  const follow = useCallback((started: ImportJob) => {
    setUnreachable(false);
    setJob(started);
  }, []);
  return { job, unreachable, follow };
}
