/**
 * Imperative confirm and action-sheet requests from actions, rendered by <DialogHost/> inside the
 * React tree (so they use the app theme and create no extra React roots).
 */
import type { ConfirmOptions, SheetOption } from '@/core';
import { createStore, useStore } from '@/lib/store';

export type DialogRequest =
  | { kind: 'confirm'; id: number; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'sheet'; id: number; title?: string; options: SheetOption[]; resolve: (index: number | null) => void };

/** The dialog shown, in a store like toast and notify. */
const current = createStore<DialogRequest | null>(() => null);
let nextId = 1;

function open(req: DialogRequest): void {
  // A new dialog replaces an open one; the replaced one counts as cancelled.
  const shown = current.get();
  if (shown) {
    if (shown.kind === 'confirm') shown.resolve(false);
    else shown.resolve(null);
  }
  current.set(req);
}

export function closeDialog(): void {
  current.set(null);
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => open({ kind: 'confirm', id: nextId++, options, resolve }));
}

export function actionSheet(title: string | undefined, options: SheetOption[]): Promise<number | null> {
  return new Promise((resolve) => open({ kind: 'sheet', id: nextId++, title, options, resolve }));
}

export function useDialogRequest(): DialogRequest | null {
  return useStore(current);
}
