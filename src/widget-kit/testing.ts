/**
 * What widget tests and stories use of src/ (never a widget itself): the page harness with a fake
 * runtime, every dictionary of schemas/dicts (Vite-only, so not in `@/widget-kit`), and the app's
 * antd theme.
 */
export { PageHarness, createFakeRuntime, FakeRequestError, type FakeAnswer, type FakeRuntime, type PageHarnessProps, type RecordedCall } from '@/react/testing';
export { dicts } from '@/lib/dictData';
export { AppTheme } from '@/shell/AppTheme';
