/**
 * The V8 code cache of the app's chunks, written ahead in a hidden frame (issue 28, warm start; see
 * warm.ts). The entry asks `codeCacheFrameElement` whether it runs in such a frame; the frame's
 * work and the warmer are loaded lazily, as neither is needed before a first page.
 */
export { codeCacheFrameElement } from './frameMark';
export type { WarmOptions, WarmResult } from './warm';
export type { CodeCacheDone } from './protocol';

/** The frame's work (in the frame only). */
export const loadCodeCacheFrame = (): Promise<typeof import('./frame')> => import('./frame');

/** The warmer (in the app, once its service worker is active). */
export const loadCodeCacheWarmer = (): Promise<typeof import('./warm')> => import('./warm');
