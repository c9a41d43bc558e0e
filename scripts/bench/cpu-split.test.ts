import { describe, expect, it } from 'vitest';
import { cpuSnapshot, cpuSplit } from './cpu-split';

describe('the CPU split of a measured load', () => {
  it('counts the CPU a process burns, per unit of work, and how busy the machine was', () => {
    // This process stands for the platform as well as the load generator.
    const before = cpuSnapshot(process.pid);
    expect(before).not.toBeNull();
    const until = performance.now() + 300;
    while (performance.now() < until) Math.sqrt(Math.random());
    const split = cpuSplit(before, cpuSnapshot(process.pid), 2)!;
    // 300 ms of CPU over two units: about 150 ms each (less when the machine took some of it away).
    expect(split.platformMs).toBeGreaterThan(50);
    expect(split.platformMs).toBeLessThan(400);
    expect(split.loadGeneratorMs).toBeGreaterThan(50);
    expect(split.machineBusy).toBeGreaterThan(0);
    expect(split.machineBusy).toBeLessThanOrEqual(1);
  });

  it('has no split without both snapshots or without work done', () => {
    const now = cpuSnapshot(process.pid);
    expect(cpuSplit(null, now, 10)).toBeNull();
    expect(cpuSplit(now, now, 0)).toBeNull();
  });
});
