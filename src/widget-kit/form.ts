/**
 * What the Form widget and the field widgets (IdCardInput, PhoneInput, PlateInput, …) use of src/
 * besides `@/widget-kit`: input validators and their Chinese messages, form drafts kept across
 * visits, and the Formily wiring (expressions in Formily schemas run through our compiled
 * expressions, not `new Function`; our validators answer Formily's `x-validator` names). Apart
 * from `@/widget-kit` so that the chunk every page loads carries none of it.
 */
export { parseIdCard } from '@/lib/idcard';
export { isMainlandPhone } from '@/lib/phone';
export { isLicensePlate, PLATE_SUFFIXES } from '@/lib/plate';
export { PLATE_PREFIXES, provinceByPlatePrefix } from '@/lib/provinces';
export { VALIDATION_MESSAGES } from '@/lib/messages';
export { isUntouched, readFormDraft, removeFormDraft, writeFormDraft, type FormValues } from '@/state/formDrafts';
export { installFormilyCompiler } from '@/core/expr/formily';
export { registerFormilyValidators } from '@/lib/formily';
