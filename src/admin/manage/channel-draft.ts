/**
 * A channel of Manage > Messages as its form holds it, and back to the body of
 * PUT /api/admin/messages/{channel}: every value as the input shows it (a port is text
 * until the server's schema reads it), so what the person typed is what the server judges.
 */
import type { ChannelView, MessageEvent } from '#contract/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { fieldProblem } from '../session/api-errors.ts';

export interface ChannelDraft {
  enabled: boolean;
  settings: Record<string, string | boolean>;
  templates: Record<MessageEvent, Record<string, string>>;
  /** The same events' templates for customers who booked in Hindi. */
  templatesHi: Record<MessageEvent, Record<string, string>>;
}

export function draftOf(view: ChannelView): ChannelDraft {
  const settings = Object.fromEntries(
    Object.entries(view.settings as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v ?? '')]),
  );
  return {
    enabled: view.enabled, settings, templates: view.templates as ChannelDraft['templates'], templatesHi: view.templatesHi as ChannelDraft['templatesHi'],
  };
}

/** Field path -> the server's words, from a 400's `errors` (or its one `message` naming a field). */
export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError) || failure.status !== 400 || !failure.body || typeof failure.body !== 'object') return {};
  const body = failure.body as { message?: string; errors?: { field: string; message: string }[] };
  if (body.errors?.length) return Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
  const named = fieldProblem(body.message ?? '');
  return named.field ? { [named.field]: named.text } : {};
}
