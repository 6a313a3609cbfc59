/**
 * Fails a test that makes React, antd or Formily print a warning or error: register once per test
 * file with `guardConsole()` at the top level.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

export function guardConsole(): void {
  let error: MockInstance<typeof console.error>;
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error');
    warn = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    const printed = [...error.mock.calls, ...warn.mock.calls].map((args) => args.map(String).join(' '));
    error.mockRestore();
    warn.mockRestore();
    expect(printed, 'console warnings or errors during the test').toEqual([]);
  });
}
