/** Checks of card widgets' tests (CarCard, CustomerCard, PolicyCard): what one card of a list shows. */
import { expect } from 'vitest';
import { screen, within, type Matcher } from '@testing-library/react';

/** The card (its <article>) showing `text`. */
export function cardOf(text: string): HTMLElement {
  const article = screen.getByText(text).closest('article');
  if (!article) throw new Error(`no card shows ${text}`);
  return article;
}

/** The card showing `text` shows each of `shown` and none of `absent`. */
export function expectCardShows(text: string, shown: Matcher[], absent: Matcher[] = []): void {
  const card = within(cardOf(text));
  for (const m of shown) expect(card.getByText(m), String(m)).toBeInTheDocument();
  for (const m of absent) expect(card.queryByText(m), String(m)).toBeNull();
}
