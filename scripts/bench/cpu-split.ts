import { readdirSync, readFileSync } from 'node:fs';

/*
 * Where a measured load's CPU went, read from Linux's /proc: the platform's process, PostgreSQL's
 * processes (the server, when it runs on this machine), the load generator (this process), and how
 * busy the whole machine was. On two cores a figure per round trip says which side to make
 * cheaper; a machine near fully busy says the figure is bound by CPU, not by a lock or a wait.
 */

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

interface CpuSnapshot {
  platform: number;
  postgres: number;
  loadGenerator: number;
  /**
   * The machine's busy and total CPU in /proc's whole ticks: their differences divide exactly
   * (a fully busy machine is 1, not 1.0000000000007).
   */
  machineBusyTicks: number;
  machineTotalTicks: number;
}

/** A process's user and system CPU seconds (fields 14 and 15 of /proc/<pid>/stat, after the command's parenthesis). */
function processSeconds(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function postgresSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) seconds += processSeconds(pid);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return seconds;
}

/** The CPU used so far, or null where there is no /proc (not Linux). */
export function cpuSnapshot(platformPid: number): CpuSnapshot | null {
  try {
    // The first line of /proc/stat: user nice system idle iowait irq softirq steal …, in ticks.
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = ticks[3]! + ticks[4]!;
    const total = ticks.reduce((sum, t) => sum + t, 0);
    const own = process.cpuUsage();
    return {
      platform: processSeconds(String(platformPid)),
      postgres: postgresSeconds(),
      loadGenerator: (own.user + own.system) / 1e6,
      machineBusyTicks: total - idle,
      machineTotalTicks: total,
    };
  } catch {
    return null;
  }
}

export interface CpuSplit {
  /** CPU milliseconds per unit of work (a round trip) of each side. */
  platformMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
  /** The share of the machine's CPU time that was busy (0 to 1). */
  machineBusy: number;
}

export function cpuSplit(before: CpuSnapshot | null, after: CpuSnapshot | null, units: number): CpuSplit | null {
  if (!before || !after || units <= 0) return null;
  const per = (seconds: number) => (seconds * 1000) / units;
  return {
    platformMs: per(after.platform - before.platform),
    postgresMs: per(after.postgres - before.postgres),
    loadGeneratorMs: per(after.loadGenerator - before.loadGenerator),
    machineBusy: (after.machineBusyTicks - before.machineBusyTicks) / (after.machineTotalTicks - before.machineTotalTicks),
  };
}
