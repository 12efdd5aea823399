// Figures every bench prints: percentiles of sorted durations, and how busy the machine was.
import os from "node:os";

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** "2 CPUs, load average 0.4 0.3 0.2": how busy the machine was, printed beside every figure. */
export const machine = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
