/**
 * The 500-field form through our runtime (see formRuntime.schema.tsx / formRuntime.direct.tsx;
 * bench/vite.floors.config.ts picks one). Like the app's bootstrap, it drops each loaded
 * `<link rel="modulepreload">` from the head (src/app/pruneModulePreloads.ts): the form's control
 * chunks add some eighty, and antd's style checks scan the head once per control.
 */
import { FormUnderTest, prepare } from 'bench:form-runtime';
import { pruneModulePreloads } from '@/app/pruneModulePreloads';
import { mount } from './common';

pruneModulePreloads();
void prepare().then(() => mount(<FormUnderTest />));
