/**
 * requirements 4: the opt-in 'Check all' box sets or clears all five channel boxes. Ticking or
 * clearing a single channel keeps 'Check all' true only while every channel is ticked,
 * so the box never claims more than what will be sent.
 */
export type Ticks = Record<string, boolean>;

export function applyTick(ticks: Ticks, allKey: string, changed: string, checked: boolean): Ticks {
  const channels = Object.keys(ticks).filter((k) => k !== allKey);
  if (changed === allKey) {
    const next: Ticks = { [allKey]: checked };
    for (const c of channels) next[c] = checked;
    return next;
  }
  const next: Ticks = { ...ticks, [changed]: checked };
  next[allKey] = channels.every((c) => next[c] === true);
  return next;
}
