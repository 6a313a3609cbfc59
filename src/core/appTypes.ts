import type { NavBarOptions } from './types';

/** schemas/app.json: shell defaults. */
export interface AppDefaults {
  defaultTitle: string;
  safetyTip?: string;
  navBar?: NavBarOptions;
  layout: { maxWidth: number; remDivisor: number };
  transition: { durationMs: number };
  keepAlive: { max: number };
  legacyContextPath?: string;
  loginPath?: string;
  defaultCover?: string;
  /** Field measurements: the share of page loads that report LCP, INP and CLS (src/app/fieldVitals.ts). */
  fieldVitals?: { sampleRate: number };
  /** Hosts URLs from data may open (src/lib/urlPolicy.ts). */
  urlPolicy?: { allowedHosts: string[] };
}
