/**
 * Injected faults: make a named call answer slowly, with HTTP 500, a malformed body, an old-style
 * failure or status 16. Set through POST /__sandbox/fault; held in memory only.
 */
export const FAULT_KINDS = ['slow', 'http500', 'malformed', 'oldFail', 'status16'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  /** Catalogue id, or '*' for every call. */
  id: string;
  kind: FaultKind;
  /** Removed after it has fired once. */
  once: boolean;
  /** slow: delay in ms (default: the call's timeout plus one second). */
  delayMs?: number;
  /** malformed: 'json' answers {"foo":1} (default), 'text' answers an HTML error page. */
  variant?: 'json' | 'text';
}

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

export interface FaultBook {
  set(fault: Fault): void;
  /** Clears one id's fault, or all when id is omitted. */
  clear(id?: string): void;
  list(): Fault[];
  /** The fault that applies to a call now (consuming a once-fault). */
  take(id: string): Fault | undefined;
}

export function createFaultBook(): FaultBook {
  const faults = new Map<string, Fault>();
  return {
    set: (fault) => void faults.set(fault.id, fault),
    clear: (id) => (id === undefined ? faults.clear() : void faults.delete(id)),
    list: () => [...faults.values()],
    take(id) {
      const fault = faults.get(id) ?? faults.get('*');
      if (fault?.once) faults.delete(fault.id);
      return fault;
    },
  };
}

/** The old-layer failure the 'oldFail' fault answers. */
export const OLD_FAIL_BODY = { msg: 'fail', errorMsg: '用户不在营销管理系统中' } as const;
