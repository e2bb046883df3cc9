/**
 * CPU time of a process's main (event-loop) thread, in ms: this process's by default, or
 * a server process's the test started (its pid). A wall-clock stall on a loaded 2-core
 * machine grows while other processes (or the process's own worker threads) have the
 * CPU; the loop thread's own CPU time grows only while it works. A server is blocked by
 * its own work at most min(stall, its loop thread's CPU meanwhile).
 * Read from /proc: schedstat's run time in nanoseconds where the kernel keeps it, else
 * utime + stime in clock ticks (10 ms).
 */
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100;

export function loopThreadCpuMs(pid = process.pid): number {
  const task = `/proc/${pid}/task/${pid}`;
  try {
    return Number(readFileSync(`${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    // No schedstat (a kernel without it): the stat file's ticks.
  }
  try {
    const stat = readFileSync(`${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    if (pid !== process.pid) throw new Error(`no /proc entry for process ${pid}`);
    // No /proc: the whole process's CPU time, a looser upper bound.
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}
