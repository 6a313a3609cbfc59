/**
 * Third-party libraries loaded lazily, by registered key (spec/product.md 5 and 8): each is a
 * chunk of its own, fetched the first time it is needed. A load failure rejects with
 * `<key>加载失败` (and the next call tries again); a key that is not registered rejects with
 * `<key>未注册`. Under the app's Content-Security-Policy (script-src 'self') no script comes from
 * another origin: every registered library is bundled and loaded by import().
 */
const LOADERS = {
  /** The debug console the guard turns on when the debug cookie is set (spec 4.1 step 2). */
  vconsole: () => import('vconsole'),
  /** The WeCom JS-SDK, loaded on the real client only (the simulator needs none). */
  'wecom-jssdk': () => import('@wecom/jssdk'),
  /** QR-code drawing (the QRCode widget). */
  qrcode: () => import('qrcode'),
} as const;

export type ScriptKey = keyof typeof LOADERS;
export type ScriptModule<K extends ScriptKey> = Awaited<ReturnType<(typeof LOADERS)[K]>>;

/** The registered keys. */
export const SCRIPT_KEYS = Object.keys(LOADERS) as ScriptKey[];

/** A lazily loaded script that could not be had; `userMessage` is what users see. */
export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  readonly key: string;
  readonly reason: 'unregistered' | 'failed';
  readonly userMessage: string;

  constructor(key: string, reason: 'unregistered' | 'failed', cause?: unknown) {
    const userMessage = reason === 'unregistered' ? `${key}未注册` : `${key}加载失败`;
    super(userMessage, cause === undefined ? undefined : { cause });
    this.key = key;
    this.reason = reason;
    this.userMessage = userMessage;
  }
}

function isScriptKey(key: string): key is ScriptKey {
  return Object.prototype.hasOwnProperty.call(LOADERS, key);
}

const loading = new Map<ScriptKey, Promise<unknown>>();

/** Loads the library registered under `key` once; rejects with a ScriptLoadError. */
export function loadScript<K extends ScriptKey>(key: K): Promise<ScriptModule<K>>;
export function loadScript(key: string): Promise<unknown>;
export function loadScript(key: string): Promise<unknown> {
  if (!isScriptKey(key)) return Promise.reject(new ScriptLoadError(key, 'unregistered'));
  const known = loading.get(key);
  if (known) return known;
  const started = LOADERS[key]().catch((cause: unknown) => {
    loading.delete(key);
    throw new ScriptLoadError(key, 'failed', cause);
  });
  loading.set(key, started);
  return started;
}
