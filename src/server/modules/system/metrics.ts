import { monitorEventLoopDelay } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveMetrics } from '../../../shared/contracts/admin-ops';

/** How far back the live figures (requests per second, p95) look. */
const WINDOW_MS = 30_000;
const SAMPLES_MAX = 20_000;

export type MetricSources = {
  /** Open Socket.IO connections of this process. */
  openSockets: () => number;
  /** Games with at least one connection in this process. */
  activeRooms: () => number;
};

/**
 * The process's figures: a prom-client registry for GET /metrics (default Node metrics, HTTP requests and their
 * duration, sockets, rooms) and the live figures of the system screen, from the same observations.
 */
export function createMetrics(instance = 'jawib') {
  const registry = new Registry();
  // Every series names its process, so that a scrape of several processes behind one balancer keeps them apart.
  registry.setDefaultLabels({ app: 'jawib', instance });
  collectDefaultMetrics({ register: registry });
  const sources: MetricSources = { openSockets: () => 0, activeRooms: () => 0 };
  const requests = new Counter({
    name: 'jawib_http_requests_total',
    help: 'HTTP requests answered, by method, route and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'jawib_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'jawib_open_sockets',
    help: 'Open realtime connections of this process',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'jawib_active_rooms',
    help: 'Games with a connection in this process',
    registers: [registry],
    collect() {
      this.set(sources.activeRooms());
    },
  });
  const commands = new Counter({
    name: 'jawib_game_commands_total',
    help: 'Game commands received over sockets, by outcome (applied, refused, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const commandDuration = new Histogram({
    name: 'jawib_game_command_duration_seconds',
    help: 'Time from a game command received to its acknowledgement (applied and durably written, or refused)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  // Recent requests as [time, ms], for the live figures.
  const recent: [number, number][] = [];

  return {
    registry,
    sources,
    observeCommand(outcome: 'applied' | 'refused' | 'failed', seconds: number) {
      commands.inc({ outcome });
      commandDuration.observe(seconds);
    },
    observe(method: string, route: string, statusCode: number, ms: number) {
      const status = `${Math.floor(statusCode / 100)}xx`;
      requests.inc({ method, route, status });
      duration.observe({ method, route }, ms / 1000);
      recent.push([Date.now(), ms]);
      if (recent.length > SAMPLES_MAX) recent.splice(0, recent.length - SAMPLES_MAX);
    },
    live(): LiveMetrics {
      const now = Date.now();
      while (recent.length > 0 && recent[0]![0] < now - WINDOW_MS) recent.shift();
      const sorted = recent.map(([, ms]) => ms).sort((a, b) => a - b);
      const p95 =
        sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
      const memory = process.memoryUsage();
      const round = (value: number) => Math.round(value * 10) / 10;
      return {
        eventLoopDelayMs: {
          p50: round(loopDelay.percentile(50) / 1e6),
          p99: round(loopDelay.percentile(99) / 1e6),
        },
        requestsPerSecond: round(recent.length / (WINDOW_MS / 1000)),
        p95LatencyMs: round(p95),
        openSockets: sources.openSockets(),
        activeRooms: sources.activeRooms(),
        memory: { rssMb: round(memory.rss / 2 ** 20), heapUsedMb: round(memory.heapUsed / 2 ** 20) },
        uptimeSeconds: Math.round(process.uptime()),
        at: new Date(now).toISOString(),
      };
    },
    close() {
      loopDelay.disable();
      registry.clear();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
