/** How long the load runs: short inside `npm test`, the full 30 s with FAULTS_LONG=1. */
export const long = process.env.FAULTS_LONG === '1';
export const loadSeconds = long ? 30 : 8;
export const clients = 200;
/** One submission in ten is a replay of an earlier one (same key, same body). */
export const replayRatio = 0.1;
