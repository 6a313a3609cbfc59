/**
 * Sets the document title from route metadata (spec/product.md 2.1, 4.1 step 3): `title` when it
 * has visible text, else `fallback` (the caller passes schemas/app.json `defaultTitle`).
 * Skips writes that would not change the title.
 */
export function setDocumentTitle(title: string | undefined, fallback: string): void {
  const next = title && title.trim() ? title.trim() : fallback;
  if (document.title !== next) document.title = next;
}
