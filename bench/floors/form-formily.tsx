/**
 * The 500-field form through our runtime (see formRuntime.schema.tsx / formRuntime.direct.tsx;
 * bench/vite.floors.config.ts picks one).
 */
import { FormUnderTest, prepare } from 'bench:form-runtime';
import { mount } from './common';

void prepare().then(() => mount(<FormUnderTest />));
