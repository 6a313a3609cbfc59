import { getBridge, type UiPort, type WecomBridge } from '@/wecom';

export interface StateDeps {
  /** Notifications from the shell (the lead wires notify/toast here). */
  ui: UiPort;
  /** The WeCom bridge; by default the real client or the simulator. */
  bridge: () => WecomBridge;
}

const consoleUi: UiPort = { toast: (message) => console.warn(`[state] ${message}`) };

let deps: StateDeps = { ui: consoleUi, bridge: getBridge };

/** Injects the stores' collaborators. Call once at start-up; tests call it with fakes. */
export function configureState(next: Partial<StateDeps>): void {
  deps = { ...deps, ...next };
}

export function stateDeps(): StateDeps {
  return deps;
}

/** Errors are shown with `alert` when the shell provides one, otherwise as a toast. */
export function showError(message: string): void {
  const { ui } = deps;
  if (ui.alert) ui.alert(message);
  else ui.toast(message);
}
