/**
 * The app's field measurements (src/app/fieldVitals.ts) wired to the browser: the sample rate of
 * schemas/app.json, web-vitals loaded in its own chunk once the first page is on screen, batches
 * sent to saveBuryingPoint as a beacon (the request layer where there is none).
 */
import { beacon, request } from '@/request';
import { startFieldVitals, type VitalsBatch } from './fieldVitals';
import { appDefaults } from './schemaData';

/** The catalogue call that receives the batches (schemas/apis/marketing.json). */
export const FIELD_VITALS_CALL = 'saveBuryingPoint';

function send(batch: VitalsBatch): unknown {
  let queued = false;
  try {
    queued = beacon(FIELD_VITALS_CALL, batch);
  } catch {
    // A browser that refuses the beacon (a cross-origin JSON beacon in some) uses the request layer.
  }
  return queued ? undefined : request(FIELD_VITALS_CALL, { ...batch });
}

export function startAppFieldVitals(firstPageShown: Promise<unknown>): void {
  const sampleRate = appDefaults.fieldVitals?.sampleRate ?? 0;
  if (!(sampleRate > 0) || typeof document === 'undefined') return;
  void firstPageShown.then(() =>
    startFieldVitals({
      sampleRate,
      random: Math.random,
      source: () => import('web-vitals'),
      send,
      onHidden: (flush) => {
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') flush();
        });
        window.addEventListener('pagehide', flush);
      },
      page: () => location.pathname,
    }),
  );
}
