/**
 * The 500-field form through our runtime (see formRuntime.schema.tsx / formRuntime.direct.tsx;
 * bench/vite.floors.config.ts picks one). As in the app, the page (its compiled schema and the
 * runtime that renders it) is a chunk loaded after the boot code, not part of it. Like the app's
 * bootstrap, it drops each loaded `<link rel="modulepreload">` from the head
 * (src/app/pruneModulePreloads.ts): the form's control chunks add some eighty, and antd's style
 * checks scan the head once per control.
 */
import { pruneModulePreloads } from '@/app/pruneModulePreloads';
import { mount } from './common';

pruneModulePreloads();
void import('bench:form-runtime').then(async ({ FormUnderTest, prepare }) => {
  await prepare();
  mount(<FormUnderTest />);
});
