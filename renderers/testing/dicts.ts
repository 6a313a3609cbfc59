/** Real dictionaries (schemas/dicts) for widget tests and stories that format or list dict values. */
import type { Dict } from '@/widget-kit';
import customerGender from '../../schemas/dicts/customer-gender.json';
import customerStatus from '../../schemas/dicts/customer-status.json';
import followUpStatus from '../../schemas/dicts/follow-up-status.json';

export const TEST_DICTS: Record<string, Dict> = Object.fromEntries(
  [customerGender, customerStatus, followUpStatus].map((d) => [d.name, d as Dict]),
);
