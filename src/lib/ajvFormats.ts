/** Our validators as JSON Schema formats, for schema checks and the sandbox. */
import type Ajv from 'ajv';
import { isMainlandPhone } from './phone.ts';
import { isIdCard } from './idcard.ts';
import { isLicensePlate } from './plate.ts';

/** Adds the string formats 'phone', 'idcard' and 'license-plate' to `ajv` and returns it. */
export function addLibFormats<T extends Ajv>(ajv: T): T {
  ajv.addFormat('phone', { type: 'string', validate: (s: string) => isMainlandPhone(s) });
  ajv.addFormat('idcard', { type: 'string', validate: (s: string) => isIdCard(s) });
  ajv.addFormat('license-plate', { type: 'string', validate: (s: string) => isLicensePlate(s) });
  return ajv;
}
