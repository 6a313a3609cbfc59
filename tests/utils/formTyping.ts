/**
 * Typing into form controls the way page tests of long forms need on a loaded CI machine: text as
 * one paste (one input event, not one per character) and a date typed into antd's picker and
 * confirmed with Enter.
 */
import { screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Puts text into an input as a paste. */
export async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Types `day` (YYYY-MM-DD) into the date picker with this placeholder and confirms it. */
export async function typeDate(placeholder: string, day: string): Promise<void> {
  const picker = screen.getByPlaceholderText(placeholder);
  await userEvent.click(picker);
  await userEvent.paste(day);
  await userEvent.keyboard('{Enter}');
}
