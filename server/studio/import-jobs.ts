/**
 * A catalogue import in the background (migration 150; docs/catalogue.md "Export and
 * import"). The upload's request checks the file and answers with the job; this module
 * then makes the photos model by model, writing "n of N models" to the job's row after
 * each, and stores everything in one transaction that also marks the job done, so a job
 * reads `done` exactly when its models are live. Any problem: the job is `failed` with
 * every problem listed and nothing changed. A job this process is not running (the server
 * restarted during it) is told as `interrupted`: its transaction never ran.
 */
import type { Db, Queryable } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { transferMessages, type ImportJob, type ImportJobState } from '#contract/catalogue-transfer.ts';
import type { FieldError } from '#contract/errors.ts';
import { applyImport, ImportRefused, makeImportFiles, type PlannedImport } from './catalogue-import.ts';

interface JobRow {
  id: string;
  state: ImportJobState;
  total_models: number;
  done_models: number;
  message: string;
  problems: FieldError[];
  models: number | null;
  files: number | null;
  started_at: Date;
  finished_at: Date | null;
}

const columns = 'id, state, total_models, done_models, message, problems, models, files, started_at, finished_at';

const toJob = (r: JobRow): ImportJob => ({
  id: Number(r.id), state: r.state, totalModels: r.total_models, doneModels: r.done_models, message: r.message,
  problems: r.problems, models: r.models, files: r.files,
  startedAt: new Date(r.started_at).toISOString(), finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

/** Another import is running: its progress, for the 409's words. */
export class ImportAlreadyRunning extends Error {
  constructor(readonly job: ImportJob) {
    super(transferMessages.alreadyRunning(job.doneModels, job.totalModels));
  }
}

/** Another file is being checked on this server: the one-at-a-time rule holds for checking too. */
export class ImportBeingChecked extends Error {
  constructor() {
    super(transferMessages.alreadyChecking);
  }
}

export interface ImportJobs {
  /**
   * The one-at-a-time check, before a file is unpacked: throws ImportAlreadyRunning or
   * ImportBeingChecked, else holds this server's one checking place until `release`.
   */
  reserve(): Promise<{ release: () => void }>;
  /** Starts the job of a checked import and answers it as stored (0 of N), before any photo is made. */
  start(planned: PlannedImport, by: string): Promise<ImportJob>;
  latest(): Promise<ImportJob | null>;
  byId(id: number): Promise<ImportJob | null>;
  /** Resolves when every job this process started has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function importJobs(db: Db, log: Logger, now: () => Date): ImportJobs {
  const running = new Map<number, Promise<void>>();
  let checking = false;

  /** A row left `running` by a process that is gone is told as interrupted, once. */
  async function settleOrphans(q: Queryable): Promise<void> {
    const mine = [...running.keys()];
    await q.query(
      `UPDATE catalogue_import_jobs SET state = 'interrupted', message = $1, finished_at = $2
        WHERE state = 'running' AND NOT (id = ANY($3::bigint[]))`,
      [transferMessages.interrupted, now(), mine],
    );
  }

  async function finish(q: Queryable, id: number, state: 'done' | 'failed', message: string, extra: { problems?: FieldError[]; models?: number; files?: number }) {
    await q.query(
      `UPDATE catalogue_import_jobs SET state = $2, message = $3, problems = $4::jsonb, models = $5, files = $6, finished_at = $7 WHERE id = $1`,
      [id, state, message, JSON.stringify(extra.problems ?? []), extra.models ?? null, extra.files ?? null, now()],
    );
  }

  async function run(id: number, planned: PlannedImport, by: string): Promise<void> {
    try {
      const checked = await makeImportFiles(planned, async (done) => {
        await db.query('UPDATE catalogue_import_jobs SET done_models = $2 WHERE id = $1', [id, done]);
      });
      const files = checked.files.filter((f) => f.kind !== 'here').length;
      await db.transaction(async (tx) => {
        const { replaced } = await applyImport(tx, checked, by, now());
        await finish(tx, id, 'done', transferMessages.importDone(checked.models.length, files, replaced), { models: checked.models.length, files });
      });
    } catch (error) {
      if (error instanceof ImportRefused) {
        await finish(db, id, 'failed', error.message, { problems: error.problems });
        return;
      }
      log.error('catalogue import failed', { job: id, error: error instanceof Error ? error.message : String(error) });
      await finish(db, id, 'failed', transferMessages.failed, {}).catch(() => undefined);
    }
  }

  async function read(where: string, params: unknown[]): Promise<ImportJob | null> {
    await settleOrphans(db);
    const { rows } = await db.query<JobRow>(`SELECT ${columns} FROM catalogue_import_jobs ${where}`, params);
    return rows[0] ? toJob(rows[0]) : null;
  }

  const jobs: ImportJobs = {
    async reserve() {
      if (checking) throw new ImportBeingChecked();
      checking = true;
      try {
        await settleOrphans(db);
        const { rows: busy } = await db.query<JobRow>(`SELECT ${columns} FROM catalogue_import_jobs WHERE state = 'running'`);
        if (busy[0]) throw new ImportAlreadyRunning(toJob(busy[0]));
      } catch (error) {
        checking = false;
        throw error;
      }
      let held = true;
      return {
        release: () => {
          if (held) checking = false;
          held = false;
        },
      };
    },
    async start(planned, by) {
      let reserved: number | null = null;
      let job: ImportJob;
      try {
        job = await db.transaction(async (tx) => {
          await settleOrphans(tx);
          const { rows: busy } = await tx.query<JobRow>(`SELECT ${columns} FROM catalogue_import_jobs WHERE state = 'running'`);
          if (busy[0]) throw new ImportAlreadyRunning(toJob(busy[0]));
          // The partial unique index keeps a second running row out even when two starts race.
          const { rows } = await tx.query<JobRow>(
            `INSERT INTO catalogue_import_jobs (state, total_models, started_by, started_at) VALUES ('running', $1, $2, $3) RETURNING ${columns}`,
            [planned.models.length, by, now()],
          );
          const inserted = toJob(rows[0]!);
          // Counted as this process's before the row is visible, so no reader takes it for an orphan.
          reserved = inserted.id;
          running.set(inserted.id, Promise.resolve());
          return inserted;
        });
      } catch (error) {
        if (reserved !== null) running.delete(reserved);
        if ((error as { code?: string }).code === '23505') {
          throw new ImportAlreadyRunning({ ...(await jobs.latest())!, state: 'running' });
        }
        throw error;
      }
      // Not awaited: the request answers now, the screen follows the row.
      const work = run(job.id, planned, by).finally(() => running.delete(job.id));
      running.set(job.id, work);
      return job;
    },
    latest: () => read('ORDER BY id DESC LIMIT 1', []),
    byId: (id) => read('WHERE id = $1', [id]),
    async idle() {
      await Promise.all([...running.values()]);
    },
  };
  return jobs;
}
