/**
 * Resolves once the first page is on screen. Start-up work the first page does not need (the AI
 * model flag, warm-ups) waits for it, so it neither delays that page nor runs ahead of the guard.
 */
let markShown: () => void = () => undefined;

export const firstPageShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve;
});

/** Called by the shell whenever a page is shown; only the first call matters. */
export function markPageShown(): void {
  markShown();
}
