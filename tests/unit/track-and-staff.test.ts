import { describe, expect, it } from 'vitest';
import { percentText, leadCards } from '../../src/admin/dashboard/lead-cards.ts';
import { fieldProblem } from '../../src/admin/session/api-errors.ts';
import { trackSchema } from '#contract/lead-api.ts';
import { referenceLine } from '#contract/lead-reference.ts';
import { trackErrorResult, trackFailedMessage } from '../../src/enquiries/track/track-lookup.ts';
import { ApiError } from '../../src/lib/api.ts';

describe('/track answers in words the customer reads', () => {
  it('says "No request found" for a wrong pair, whichever part was wrong', () => {
    expect(trackErrorResult(new ApiError(404, 'No request found', { message: 'No request found' }))).toEqual({ kind: 'not-found', message: 'No request found' });
  });

  it('passes on the server wait message when the address asked too often', () => {
    const message = 'Too many status checks from your network just now. Please try again in 1 minute.';
    expect(trackErrorResult(new ApiError(429, message, { message }))).toEqual({ kind: 'limited', message });
    expect(trackErrorResult(new ApiError(429, 'Request failed (429)', null)).kind).toBe('limited');
    expect(trackErrorResult(new ApiError(429, 'Request failed (429)', null))).toMatchObject({ message: expect.stringMatching(/^Too many status checks/) });
  });

  it('asks to try again when the network failed', () => {
    expect(trackErrorResult(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: trackFailedMessage });
  });

  it('accepts a reference typed in lower case or with spaces, and a mobile with +91', () => {
    expect(trackSchema.parse({ reference: ' 3f2b 8c1e ', mobile: '+91 98110 40001' })).toEqual({ reference: '3F2B8C1E', mobile: '9811040001' });
    expect(trackSchema.safeParse({ reference: 'XYZ', mobile: '9811040001' }).success).toBe(false);
  });

  it('shows the reference as "Reference: XXXXXXXX"', () => {
    expect(referenceLine('3F2B8C1E')).toBe('Reference: 3F2B8C1E');
  });
});

describe('staff form problems and dashboard figures', () => {
  it('marks the field a server message names and shows its words only', () => {
    expect(fieldProblem('userId: This user ID is already taken')).toEqual({ field: 'userId', text: 'This user ID is already taken' });
    expect(fieldProblem('You cannot switch off your own account')).toEqual({ text: 'You cannot switch off your own account' });
  });

  it('links every lead card into the desk', () => {
    expect(leadCards.map((c) => c.label)).toEqual(['New today', 'Due today', 'Overdue', 'SLA breached']);
    for (const card of leadCards) expect(card.to).toMatch(/^\/admin\/leads\?tab=(today|open)/);
  });

  it('writes conversion as a percentage with at most one decimal', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(12.5)).toBe('12.5%');
    expect(percentText(33)).toBe('33%');
  });
});
