/**
 * Field measurements (issue 28): LCP, INP and CLS of real sessions, from the `web-vitals` library,
 * so that phones in the field report what the bench estimates.
 *
 * - Sampled: each page load decides once, with `schemas/app.json` `fieldVitals.sampleRate` (a
 *   share of loads, 0.1 = one in ten). A load that is not sampled never downloads the library.
 * - Batched: the metrics reported since the last send (the latest value of each) go in one call
 *   of the catalogue's `saveBuryingPoint` when the page is hidden (WeCom may close a hidden web
 *   view without another event), as a beacon (src/request/beacon.ts), or through the request
 *   layer where the browser has no beacon. A page shown and hidden again sends what changed.
 * - Never in the way: the library loads after the first page is on screen, in its own chunk;
 *   every failure (the chunk, the library, the send) is swallowed with a console warning, never a
 *   user-facing message.
 */
import type { Metric } from 'web-vitals';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/** One measured value, as web-vitals reports it. */
export interface VitalReport {
  name: VitalName;
  value: number;
  rating: Metric['rating'];
  /** web-vitals' id of the metric instance (one per page load, new after a back-forward restore). */
  id: string;
  navigationType: Metric['navigationType'];
}

/** The reporter functions of web-vitals (injected: tests pass a fake). */
export interface VitalsSource {
  onLCP(report: (metric: VitalReport) => void): void;
  onINP(report: (metric: VitalReport) => void): void;
  onCLS(report: (metric: VitalReport) => void): void;
}

/** The body of one saveBuryingPoint call. */
export interface VitalsBatch {
  event: 'web_vitals';
  /** The path of the page the batch was measured on (no query: it carries tokens and ids). */
  page: string;
  sampleRate: number;
  metrics: VitalReport[];
}

export interface FieldVitalsOptions {
  sampleRate: number;
  /** A number in [0, 1) (Math.random). */
  random: () => number;
  /** The library, loaded when the load is sampled. */
  source: () => Promise<VitalsSource>;
  /** Sends one batch; may throw or reject (swallowed). */
  send: (batch: VitalsBatch) => unknown;
  /** Calls `flush` whenever the page is hidden; registered after the source's own listeners. */
  onHidden: (flush: () => void) => void;
  page: () => string;
  warn?: (message: string, error: unknown) => void;
}

/**
 * Starts measuring if this load is sampled: resolves true once the reporters are installed, false
 * when not sampled or when anything failed. Never rejects.
 */
export async function startFieldVitals(options: FieldVitalsOptions): Promise<boolean> {
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  try {
    if (!(options.sampleRate > 0) || options.random() >= options.sampleRate) return false;
    const source = await options.source();
    const pending = new Map<VitalName, VitalReport>();
    const keep = (metric: VitalReport): void => {
      pending.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, navigationType: metric.navigationType });
    };
    source.onLCP(keep);
    source.onINP(keep);
    source.onCLS(keep);
    // After the reporters: web-vitals reports its final values in its own hidden listener.
    options.onHidden(() => {
      if (pending.size === 0) return;
      const batch: VitalsBatch = { event: 'web_vitals', page: options.page(), sampleRate: options.sampleRate, metrics: [...pending.values()] };
      pending.clear();
      try {
        void Promise.resolve(options.send(batch)).catch((error: unknown) => warn('[app] field measurements not sent', error));
      } catch (error) {
        warn('[app] field measurements not sent', error);
      }
    });
    return true;
  } catch (error) {
    warn('[app] field measurements off for this load', error);
    return false;
  }
}
