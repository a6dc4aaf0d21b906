// The production server's memory on the embedded database, and its start time. Starts `dist/server/main.js` on a new
// data directory (first start: migrations and the seed of the question bank), then again on the same directory.
// For each start: milliseconds until /api/health answers, the resident memory at its peak (VmHWM) and when idle
// (VmRSS, after IDLE_MS), and the peak of the server's processes together (the first start seeds in a child process
// of the server: the resident memory of every process under this one, read every 50 ms and added up). Linux only
// (reads /proc). Run `npm run build` first.
//
//   npm run bench:memory
import { readdirSync, readFileSync } from 'node:fs';
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

/** The resident memory of every process below `root` (not `root` itself), added up, in MB. */
function descendantsRssMb(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop();
    try {
      total += memoryOf(pid).rssMb;
    } catch {
      // Ended meanwhile.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function measure(label, dataDir) {
  let allPeakMb = 0;
  const sampler = setInterval(() => (allPeakMb = Math.max(allPeakMb, descendantsRssMb(process.pid))), 50);
  const server = await startProductionServer({ dataDir });
  const atStart = memoryOf(server.child.pid);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idle = memoryOf(server.child.pid);
  clearInterval(sampler);
  return {
    label,
    server,
    startMs: server.startMs,
    atStartMb: atStart.rssMb,
    idleMb: idle.rssMb,
    peakMb: Math.max(idle.peakMb, allPeakMb),
    serverPeakMb: idle.peakMb,
    allPeakMb,
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
console.log(
  'start                 health ms  RSS at health MB  RSS idle MB  peak MB (server)  peak MB (all processes)',
);
for (const r of [first, second])
  console.log(
    `${r.label.padEnd(21)} ${String(Math.round(r.startMs)).padStart(9)}  ${r.atStartMb.toFixed(0).padStart(16)}  ${r.idleMb
      .toFixed(0)
      .padStart(11)}  ${r.serverPeakMb.toFixed(0).padStart(16)}  ${r.allPeakMb.toFixed(0).padStart(23)}`,
  );
console.log(
  `\naims: idle under ${RSS_AIM_MB} MB (${Math.max(first.idleMb, second.idleMb) < RSS_AIM_MB ? 'met' : 'missed'}), ` +
    `peak of the first start (all processes) under ${PEAK_AIM_MB} MB (${first.peakMb < PEAK_AIM_MB ? 'met' : 'missed'}), ` +
    `health within ${START_AIM_MS} ms on an existing directory (${second.startMs < START_AIM_MS ? 'met' : 'missed'})`,
);
