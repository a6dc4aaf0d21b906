// The production server's memory on the embedded database, and its start time. Starts `dist/server/main.js` on a new
// data directory (first start: migrations and the seed of the question bank), then again on the same directory.
// For each start: milliseconds until /api/health answers, the resident memory at its peak (VmHWM) and when idle
// (VmRSS, after IDLE_MS). Linux only (reads /proc). Run `npm run build` first.
//
//   npm run bench:memory
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startProductionServer } from './production-server.mjs';

const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const RSS_AIM_MB = 300;
const PEAK_AIM_MB = 500;
const START_AIM_MS = 3000;

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function measure(label, dataDir) {
  const server = await startProductionServer({ dataDir });
  const atStart = memoryOf(server.child.pid);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idle = memoryOf(server.child.pid);
  return {
    label,
    server,
    startMs: server.startMs,
    atStartMb: atStart.rssMb,
    idleMb: idle.rssMb,
    peakMb: idle.peakMb,
  };
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const first = await measure('first start (seed)', undefined);
const dataDir = first.server.dataDir;
// Keep the directory for the second start: stop the process without removing it.
first.server.child.kill('SIGTERM');
await new Promise((r) => first.server.child.on('exit', r));
const second = await measure('existing data dir', dataDir);
await second.server.stop();
const { rmSync } = await import('node:fs');
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('start                 health ms  RSS at health MB  RSS idle MB  peak MB');
for (const r of [first, second])
  console.log(
    `${r.label.padEnd(21)} ${String(Math.round(r.startMs)).padStart(9)}  ${r.atStartMb.toFixed(0).padStart(16)}  ${r.idleMb
      .toFixed(0)
      .padStart(11)}  ${r.peakMb.toFixed(0).padStart(7)}`,
  );
console.log(
  `\naims: idle under ${RSS_AIM_MB} MB (${Math.max(first.idleMb, second.idleMb) < RSS_AIM_MB ? 'met' : 'missed'}), ` +
    `peak of the first start under ${PEAK_AIM_MB} MB (${first.peakMb < PEAK_AIM_MB ? 'met' : 'missed'}), ` +
    `health within ${START_AIM_MS} ms on an existing directory (${second.startMs < START_AIM_MS ? 'met' : 'missed'})`,
);
