/**
 * CPU time of this process's main (event-loop) thread, in ms: utime + stime from /proc.
 * A wall-clock stall on a loaded 2-core machine grows while other processes (or this
 * process's own worker threads) have the CPU; the loop thread's own CPU time grows only
 * while it works. A test server running in the test's process is blocked by its own work
 * at most min(stall, this thread's CPU meanwhile).
 */
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100;

export function loopThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    // No /proc: the whole process's CPU time, a looser upper bound.
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}
