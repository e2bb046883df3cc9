/**
 * How long a screen may take to answer an action that hashes a password at the server's
 * full cost (scrypt with N=2^17 and 128 MiB, two at a time: server/auth/password.ts): about
 * 0.8 s of CPU each on a quiet machine, and a password change (two such runs) took over
 * 30 s in a browser run with another full test run beside it (2 Dec 2026). The bound
 * catches a hang, not a slow machine; a test that waits on it allows for it in its own time.
 */
export const fullCostHashingTimeout = 120_000;
