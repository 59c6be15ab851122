import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Outcome of one scheduled job run. */
export type JobOutcome = 'ok' | 'failed';

/**
 * What the server counts for Prometheus. Without METRICS_TOKEN nothing is collected: every
 * method is a no-op and `registry` is null (no hooks, no default process metrics).
 */
export interface Metrics {
  readonly registry: Registry | null;
  /** Request durations by method, route pattern and status code (null when disabled). */
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'> | null;
  jobRun(job: string, outcome: JobOutcome): void;
  /** Bytes of an accepted uploaded file. */
  uploadBytes(bytes: number): void;
  /** A storage operation that failed (a missing key is not an error). */
  storageError(operation: string): void;
  /** Reports the bulk-mail queue depth on each scrape. */
  watchMailQueue(depth: () => Promise<number>): void;
}

const disabled: Metrics = {
  registry: null,
  requestDuration: null,
  jobRun: () => undefined,
  uploadBytes: () => undefined,
  storageError: () => undefined,
  watchMailQueue: () => undefined,
};

/** The metrics of one app: its own registry, so several apps in one process never collide. */
export function createMetrics(enabled: boolean): Metrics {
  if (!enabled) return disabled;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({ name: 'prancheta_job_runs_total', help: 'Scheduled job runs by job and outcome', labelNames: ['job', 'outcome'] as const, registers: [registry] });
  const uploadBytes = new Counter({ name: 'prancheta_upload_bytes_total', help: 'Bytes of accepted uploaded files', registers: [registry] });
  const storageErrors = new Counter({ name: 'prancheta_storage_errors_total', help: 'Failed storage operations by operation', labelNames: ['operation'] as const, registers: [registry] });
  return {
    registry,
    requestDuration,
    jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    uploadBytes: (bytes) => uploadBytes.inc(bytes),
    storageError: (operation) => storageErrors.inc({ operation }),
    watchMailQueue(depth) {
      new Gauge({
        name: 'prancheta_mail_queue_depth',
        help: 'Bulk-mail recipients waiting to be sent (pending or sending)',
        registers: [registry],
        async collect() {
          this.set(await depth());
        },
      });
    },
  };
}
