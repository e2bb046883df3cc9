/**
 * A stage move sent with an Idempotency-Key (docs/workshop.md "Stages"): the Workshop
 * board's outbox sends a move again when its answer was lost, and the card moves once;
 * two sends at once make one move; a stale version is still a 409 in words; a key that is
 * not a UUID, or one already used for another card, is refused and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { workshopMessages, workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { cardPath, moveTo, openCard, walkIn } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager } = await signInStockStaff(app, 'keys', 2));
});
afterAll(async () => {
  await app?.close();
});

function moveWithKey(session: AdminSession, id: number, stage: string, version: number, key: string): Promise<Response> {
  return call(app, session, cardPath(workshopPaths.stage, id), { method: 'POST', headers: { [idempotencyHeader]: key }, json: { stage, version } });
}

async function cardNow(id: number): Promise<JobCardAnswer> {
  return (await (await call(app, manager, cardPath(workshopPaths.jobCard, id))).json()) as JobCardAnswer;
}

const eventsWithKey = async (key: string) =>
  Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM job_card_stage_events WHERE request_key = $1', [key])).rows[0]!.n);

describe('a stage move sent with an Idempotency-Key', () => {
  it('is applied once when sent again, and the resend answers the card as it is', async () => {
    const card = await openCard(app, manager, walkIn('9811070001'));
    const key = randomUUID();
    const first = await moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key);
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key.toUpperCase());
    expect(again.status, await again.clone().text()).toBe(200);
    const answer = (await again.json()) as JobCardAnswer;
    expect(answer.jobCard).toMatchObject({ stage: 'in_bay', version: 2 });
    expect(answer.history.map((h) => h.to)).toEqual(['waiting', 'in_bay']);
    expect(await eventsWithKey(key)).toBe(1);
    // The next move, with a key of its own, goes on from there.
    const next = await moveWithKey(manager, card.jobCard.id, 'final_inspection', 2, randomUUID());
    expect(next.status).toBe(200);
    expect((await cardNow(card.jobCard.id)).history.map((h) => h.to)).toEqual(['waiting', 'in_bay', 'final_inspection']);
  });

  it('sent twice at once moves the card once', async () => {
    const card = await openCard(app, manager, walkIn('9811070002'));
    const key = randomUUID();
    const both = await Promise.all([
      moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key), moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const now = await cardNow(card.jobCard.id);
    expect(now.jobCard).toMatchObject({ stage: 'in_bay', version: 2 });
    expect(now.history).toHaveLength(2);
    expect(await eventsWithKey(key)).toBe(1);
  });

  it('from a stale version is a 409 in words, moving nothing', async () => {
    const card = await openCard(app, manager, walkIn('9811070003'));
    // Someone else moves it first, with no key (the opened card's button).
    expect((await moveTo(app, owner, card.jobCard.id, 'in_bay', 1)).status).toBe(200);
    const key = randomUUID();
    const stale = await moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: `version: ${workshopMessages.versionConflict}` });
    expect(await eventsWithKey(key)).toBe(0);
    expect((await cardNow(card.jobCard.id)).jobCard).toMatchObject({ stage: 'in_bay', version: 2 });
  });

  it('refuses a key that is not a UUID, and a key already used for another card, moving nothing', async () => {
    const card = await openCard(app, manager, walkIn('9811070004'));
    const bad = await moveWithKey(manager, card.jobCard.id, 'in_bay', 1, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: workshopMessages.keyNotUuid });

    const other = await openCard(app, manager, walkIn('9811070005'));
    const key = randomUUID();
    expect((await moveWithKey(manager, other.jobCard.id, 'in_bay', 1, key)).status).toBe(200);
    const reused = await moveWithKey(manager, card.jobCard.id, 'in_bay', 1, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ message: workshopMessages.keyReused });
    expect((await cardNow(card.jobCard.id)).jobCard).toMatchObject({ stage: 'waiting', version: 1 });
    expect(await eventsWithKey(key)).toBe(1);
  });
});
