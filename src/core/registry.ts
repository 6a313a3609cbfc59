/**
 * Widget registry, keyed by exact `type`. Loaders are lazy `import()`s; a widget is fetched the first
 * time a page that uses it loads (pages list their widget types at build time, so loading is one
 * parallel batch, not a waterfall). An unknown type fails loudly with the schema path.
 */
export type Loader<C> = () => Promise<{ default: C }>;

export class UnknownWidgetError extends Error {
  constructor(
    public readonly widgetType: string,
    public readonly schemaPath: string,
    known: string[],
  ) {
    super(`${schemaPath}: unknown widget type '${widgetType}' (registered: ${known.join(', ')})`);
    this.name = 'UnknownWidgetError';
  }
}

export interface Registry<C> {
  types(): string[];
  has(type: string): boolean;
  /** The component if already loaded. */
  peek(type: string): C | undefined;
  load(type: string, schemaPath?: string): Promise<C>;
  preload(types: string[]): Promise<void>;
}

/**
 * @param loaders map of glob keys to loaders; `typeOf` extracts the widget type from a key and
 *   returns null for files that are not widget components.
 */
export function createRegistry<C>(loaders: Record<string, Loader<C>>, typeOf: (key: string) => string | null): Registry<C> {
  const byType = new Map<string, Loader<C>>();
  for (const [key, loader] of Object.entries(loaders)) {
    const type = typeOf(key);
    if (!type) continue;
    if (byType.has(type)) throw new Error(`widget type '${type}' is registered twice (${key})`);
    byType.set(type, loader);
  }
  const loaded = new Map<string, C>();
  const pending = new Map<string, Promise<C>>();
  const known = (): string[] => [...byType.keys()].sort();

  const load = (type: string, schemaPath = ''): Promise<C> => {
    const done = loaded.get(type);
    if (done) return Promise.resolve(done);
    const inFlight = pending.get(type);
    if (inFlight) return inFlight;
    const loader = byType.get(type);
    if (!loader) return Promise.reject(new UnknownWidgetError(type, schemaPath, known()));
    const p = loader().then((m) => {
      loaded.set(type, m.default);
      pending.delete(type);
      return m.default;
    });
    pending.set(type, p);
    return p;
  };

  return {
    types: known,
    has: (type) => byType.has(type),
    peek: (type) => loaded.get(type),
    load,
    preload: async (types) => {
      await Promise.all(types.map((t) => load(t)));
    },
  };
}
