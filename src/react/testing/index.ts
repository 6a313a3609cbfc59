export { PageHarness } from './PageHarness';
export type { PageHarnessProps } from './PageHarness';
export { createFakeRuntime, FakeRequestError } from './fakeRuntime';
export type { FakeRuntime, FakeAnswer, RecordedCall } from './fakeRuntime';
