/**
 * One model in the editor, local-first (docs/catalogue.md "Local-first: no work lost to the signal"): the device's copy
 * when it holds changes the server has not got, else the server's draft. Every edit is
 * written to the device at once; Save draft and Publish send it and need the network.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { ModelDraftView, PublishAnswer } from '#contract/catalogue-studio.ts';
import type { FieldError } from '#contract/errors.ts';
import { api, ApiError } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { toEditor, withRowKeys, type EditorDraft } from './editor-draft.ts';
import { studioDb } from './studio-db.ts';
import { uploadingWords, uploadsOf } from './uploads-in-flight.ts';

export type SendOutcome =
  | { ok: true; message: string; changes?: string[] }
  | { ok: false; offline: true; message: string }
  | { ok: false; offline: false; message: string; errors: FieldError[] };

const offlineWords = {
  save: 'No network: your changes are kept on this tablet. Save draft again when you are back online.',
  publish: 'No network: publishing needs the internet. Your changes are kept on this tablet.',
} as const;

/** Said when Save draft or Publish is pressed while a photo waits on this tablet for its upload to start. */
export const photoUploadingWords = 'A photo is still uploading. Save draft again once it shows.';

/**
 * Why Save draft or Publish cannot go yet, or null when they can: a file on its way up is
 * not in the draft until its upload answers, so sending now would store the model without
 * it ("2 photos uploading: Publish again once they show, or cancel them."). A photo left
 * waiting on this tablet counts too; with no network the send fails as offline anyway.
 */
async function stillUploading(modelId: number, action: 'Save draft' | 'Publish'): Promise<string | null> {
  const flying = uploadsOf(modelId);
  if (flying.length > 0) {
    const one = flying.length === 1;
    return `${uploadingWords(flying)}: ${action} again once ${one ? 'it shows' : 'they show'}, or cancel ${one ? 'it' : 'them'}.`;
  }
  const waiting = navigator.onLine && (await studioDb().files.where('modelId').equals(modelId).count()) > 0;
  return waiting ? photoUploadingWords.replace('Save draft', action) : null;
}

function refusal(error: unknown, offlineText: string): SendOutcome {
  if (isNetworkError(error)) return { ok: false, offline: true, message: offlineText };
  const body = error instanceof ApiError ? (error.body as { errors?: FieldError[] } | null) : null;
  return { ok: false, offline: false, message: error instanceof Error ? error.message : 'Something went wrong', errors: body?.errors ?? [] };
}

export function useStudioDraft(id: number) {
  const [view, setView] = useState<ModelDraftView | null>(null);
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [unsent, setUnsent] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const base = useRef<string | null>(null);

  const load = useCallback(async () => {
    const local = await studioDb().drafts.get(id);
    let server: ModelDraftView | null = null;
    try {
      server = await api<ModelDraftView>(adminApiPaths.adminModel(id), { cache: 'no-store' });
      setView(server);
    } catch (error) {
      if (!local) setLoadError(isNetworkError(error) ? 'No network, and this model is not saved on this tablet yet.' : (error as Error).message);
    }
    if (local?.unsent) {
      base.current = local.baseUpdatedAt;
      setDraft(withRowKeys(local.draft));
      setUnsent(true);
    } else if (server) {
      base.current = server.updatedAt;
      setDraft(toEditor(server.draft));
      setUnsent(false);
    } else if (local) {
      setDraft(withRowKeys(local.draft));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  /** An edit: shown at once and written to the device. */
  const update = useCallback((change: (d: EditorDraft) => EditorDraft) => {
    setDraft((current) => {
      if (!current) return current;
      const next = change(current);
      void studioDb().drafts.put({ id, draft: next, baseUpdatedAt: base.current, changedAt: Date.now(), unsent: true });
      return next;
    });
    setUnsent(true);
  }, [id]);

  const save = useCallback(async (): Promise<SendOutcome> => {
    if (!draft) return { ok: false, offline: false, message: 'Nothing to save', errors: [] };
    const uploading = await stillUploading(id, 'Save draft');
    if (uploading) return { ok: false, offline: false, message: uploading, errors: [] };
    try {
      const answer = await api<{ message: string; updatedAt: string }>(adminApiPaths.adminModel(id), { method: 'PUT', body: draft });
      base.current = answer.updatedAt;
      await studioDb().drafts.put({ id, draft, baseUpdatedAt: answer.updatedAt, changedAt: Date.now(), unsent: false });
      setUnsent(false);
      return { ok: true, message: answer.message };
    } catch (error) {
      return refusal(error, offlineWords.save);
    }
  }, [draft, id]);

  const act = useCallback(async (path: string): Promise<SendOutcome> => {
    try {
      const answer = await api<PublishAnswer>(path, { method: 'POST' });
      await studioDb().drafts.delete(id);
      await load();
      return { ok: true, message: answer.message, changes: answer.changes };
    } catch (error) {
      return refusal(error, offlineWords.publish);
    }
  }, [id, load]);

  const publish = useCallback(async (): Promise<SendOutcome> => {
    const uploading = await stillUploading(id, 'Publish');
    if (uploading) return { ok: false, offline: false, message: uploading, errors: [] };
    if (unsent) {
      const saved = await save();
      if (!saved.ok) return saved.offline ? { ...saved, message: offlineWords.publish } : saved;
    }
    return act(adminApiPaths.adminModelPublish(id));
  }, [act, id, save, unsent]);

  /** Deletes a never-published draft: from the server, then from this tablet with its waiting photos. */
  const remove = useCallback(async (): Promise<SendOutcome> => {
    try {
      const answer = await api<{ message: string }>(adminApiPaths.adminModelDraft(id), { method: 'DELETE' });
      await studioDb().drafts.delete(id);
      await studioDb().files.where('modelId').equals(id).delete();
      return { ok: true, message: answer.message };
    } catch (error) {
      return refusal(error, 'No network: deleting needs the internet. The draft is kept.');
    }
  }, [id]);

  return {
    view, draft, unsent, loadError, update, save, publish, remove,
    hide: () => act(adminApiPaths.adminModelHide(id)),
    unhide: () => act(adminApiPaths.adminModelUnhide(id)),
  };
}
