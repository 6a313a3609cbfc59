import { isInWecom } from './env';
import { createRealBridge } from './realBridge';
import { installSimulatorHandle } from './simulator/globalHandle';
import { createSimulatorBridge } from './simulator/simulatorBridge';
import { createSimulatorStore, type SimulatorStore } from './simulator/store';
import type { UiPort, WecomBridge } from './types';

/** Until the shell wires real notifications, messages go to the console rather than nowhere. */
const consoleUi: UiPort = {
  toast: (message) => console.warn(`[wecom] ${message}`),
};

let ui: UiPort = consoleUi;
let bridge: WecomBridge | undefined;
let simulatorStore: SimulatorStore | undefined;

/** Forwards to whatever ui is configured at the time of the message, not at bridge creation. */
const currentUi: UiPort = {
  toast: (message) => ui.toast(message),
  alert: (message) => (ui.alert ? ui.alert(message) : ui.toast(message)),
};

/** Wires the shell's notifications into the bridge. Call once at start-up. */
export function configureWecom(options: { ui: UiPort }): void {
  ui = options.ui;
}

/** The simulator's state (created on first use; persisted in session storage). */
export function getSimulatorStore(): SimulatorStore {
  simulatorStore ??= createSimulatorStore();
  return simulatorStore;
}

/**
 * The bridge for this page: the real client inside WeCom, the simulator elsewhere (which also
 * installs `window.__wecomSimulator`).
 */
export function getBridge(): WecomBridge {
  if (!bridge) {
    if (isInWecom()) {
      bridge = createRealBridge({ ui: currentUi });
    } else {
      const store = getSimulatorStore();
      installSimulatorHandle(store);
      bridge = createSimulatorBridge(store, currentUi);
    }
  }
  return bridge;
}

/** True when the app runs outside WeCom and talks to the simulator. */
export function isSimulating(): boolean {
  return getBridge().kind === 'simulator';
}

/** Tests only: replace the bridge (or pass nothing to choose again on next `getBridge()`). */
export function setBridgeForTesting(next?: WecomBridge): void {
  bridge = next;
  if (!next) simulatorStore = undefined;
}
