/**
 * The action modules (./actionModules.ts), in a chunk of their own: no page paints with an action
 * (they run on a tap, or in `onMount` once the page is on screen), so the entry does not carry
 * them (issue 28). A page asks for them once it is on screen (PageRenderer), so a tap does not
 * wait for the download; once loaded, actions find them without waiting (`peekActionRegistry`).
 */
import type { ActionModule } from './define';

export type ActionRegistry = ReadonlyMap<string, ActionModule>;

let loaded: ActionRegistry | undefined;
let loading: Promise<ActionRegistry> | undefined;

/** The action modules if loaded. */
export function peekActionRegistry(): ActionRegistry | undefined {
  return loaded;
}

/** The action modules by name, loaded once; a failed load is tried again on the next call. */
export function loadActionRegistry(): Promise<ActionRegistry> {
  loading ??= import('./actionModules').then(
    (m) => (loaded = m.actionModules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
