/** The 500-field form through our runtime: the Form widget when it exists, else Formily directly (bench/vite.floors.config.ts). */
declare module 'bench:form-runtime' {
  import type { ReactNode } from 'react';
  export const formRuntimeKind: 'schema' | 'formily-direct';
  export function prepare(): Promise<void>;
  export function FormUnderTest(): ReactNode;
}
