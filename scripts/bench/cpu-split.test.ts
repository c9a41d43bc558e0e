import { describe, expect, it } from 'vitest';
import { cpuSnapshot, cpuSplit } from './cpu-split';

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

describe('the CPU split of a measured load', () => {
  it('counts the CPU a process burns, per unit of work, and how busy the machine was', () => {
    // This process stands for the platform as well as the load generator.
    const before = cpuSnapshot(process.pid);
    expect(before).not.toBeNull();
    // 300 ms of this process's own CPU, however busy the machine is (300 ms of the clock gave
    // a third of that when other processes shared the two cores).
    const start = process.cpuUsage();
    while (cpuMs(process.cpuUsage(start)) < 300) Math.sqrt(Math.random());
    const split = cpuSplit(before, cpuSnapshot(process.pid), 2)!;
    // 300 ms of CPU over two units: about 150 ms each, /proc counting in 10 ms ticks.
    expect(split.platformMs).toBeGreaterThan(120);
    expect(split.platformMs).toBeLessThan(200);
    expect(split.loadGeneratorMs).toBeGreaterThan(120);
    expect(split.loadGeneratorMs).toBeLessThan(200);
    expect(split.machineBusy).toBeGreaterThan(0);
    expect(split.machineBusy).toBeLessThanOrEqual(1);
  });

  it('has no split without both snapshots or without work done', () => {
    const now = cpuSnapshot(process.pid);
    expect(cpuSplit(null, now, 10)).toBeNull();
    expect(cpuSplit(now, now, 0)).toBeNull();
  });
});
