import type { SimulatorStore } from './store';
import type { WecomSimulatorHandle } from './types';

declare global {
  interface Window {
    /** Present only while the simulator is the bridge (outside WeCom). Read by end-to-end tests. */
    __wecomSimulator?: WecomSimulatorHandle;
  }
}

/** A live view of the store: `context` and `log` are read at access time. */
export function createSimulatorHandle(store: SimulatorStore): WecomSimulatorHandle {
  return {
    get context() {
      return store.get().context;
    },
    get log() {
      return store.get().log;
    },
    setContext: (context) => store.setContext(context),
    clear: () => store.clear(),
    failNext: (api, errMsg) => store.failNext(api, errMsg),
  };
}

export function installSimulatorHandle(store: SimulatorStore): WecomSimulatorHandle {
  const handle = createSimulatorHandle(store);
  if (typeof window !== 'undefined') window.__wecomSimulator = handle;
  return handle;
}
