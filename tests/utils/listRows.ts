/** Finding list rows in page tests. */
import { screen } from '@testing-library/react';

/** The list row (role listitem: a card of a List) showing `text`. */
export function rowOf(text: string): HTMLElement {
  const row = screen
    .getAllByText(text)
    .map((el) => el.closest('[role="listitem"]'))
    .find((r): r is HTMLElement => r instanceof HTMLElement);
  if (!row) throw new Error(`no list row for ${text}`);
  return row;
}
