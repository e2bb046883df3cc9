/**
 * Reads again and again until `done` holds, and answers the last value read. By default it
 * gives up after 20 s and answers what it read then, so the test's assertion names what it
 * saw instead of timing out silently; `giveUpAfterMs: Infinity` leaves hangs to the test's
 * own timeout (a wait that must not depend on how fast the machine is).
 */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { giveUpAfterMs = 20_000, everyMs = 200 }: { giveUpAfterMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
