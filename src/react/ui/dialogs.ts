/**
 * Imperative confirm and action-sheet requests from actions, rendered by <DialogHost/> inside the
 * React tree (so they use the app theme and create no extra React roots).
 */
import { useSyncExternalStore } from 'react';
import type { ConfirmOptions, SheetOption } from '@/core';

export type DialogRequest =
  | { kind: 'confirm'; id: number; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'sheet'; id: number; title?: string; options: SheetOption[]; resolve: (index: number | null) => void };

let current: DialogRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((l) => l());

function open(req: DialogRequest): void {
  // A new dialog replaces an open one; the replaced one counts as cancelled.
  if (current) {
    if (current.kind === 'confirm') current.resolve(false);
    else current.resolve(null);
  }
  current = req;
  emit();
}

export function closeDialog(): void {
  current = null;
  emit();
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => open({ kind: 'confirm', id: nextId++, options, resolve }));
}

export function actionSheet(title: string | undefined, options: SheetOption[]): Promise<number | null> {
  return new Promise((resolve) => open({ kind: 'sheet', id: nextId++, title, options, resolve }));
}

export function useDialogRequest(): DialogRequest | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
