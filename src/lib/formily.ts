/**
 * Our validators wired into Formily, so schemas can say `"x-validator": "phone"`,
 * `"x-validator": [{ "format": "idcard" }]` or `"x-validator": { "notSequential": true }`.
 *
 * Formily formats can only be regular expressions, and an ID number's check digit and calendar
 * date cannot be checked that way. So besides registering regular expressions, we replace
 * Formily's 'format' rule with one that asks our functions for our format names and falls back
 * to the registered regular expressions for every other name.
 */
import {
  registerValidateFormats,
  registerValidateLocale,
  registerValidateRules,
  setValidateLanguage,
} from '@formily/core';
import { isEmpty } from '@formily/shared';
// Formily's format registry getter is not re-exported by @formily/core; @formily/validator is
// the exact-version dependency of @formily/core that owns the registry.
import { getValidateFormats } from '@formily/validator';
import { isMainlandPhone } from './phone';
import { isIdCard } from './idcard';
import { isLicensePlate, LICENSE_PLATE_PATTERN } from './plate';
import { isSequentialDigits } from './sequence';
import { VALIDATION_MESSAGES } from './messages';

type RuleFunction = Parameters<typeof registerValidateRules>[0][string];
type Rule = Parameters<RuleFunction>[1];

const LIB_FORMATS: Record<string, (s: string) => boolean> = {
  phone: isMainlandPhone,
  idcard: (s) => isIdCard(s),
  licensePlate: isLicensePlate,
};

/**
 * Formily ships messages for these languages; ours are registered under each of them so a
 * Chinese message shows whatever language Formily ends up with.
 */
const FORMILY_LANGUAGES = ['zh-CN', 'zh', 'zh-TW', 'en', 'en-US', 'ja'] as const;

function isValueEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((v) => v === null || v === undefined || v === '');
  return isEmpty(value);
}

const formatRule: RuleFunction = (value: unknown, rule: Rule) => {
  if (isValueEmpty(value) || !rule.format) return '';
  const message = rule.message ?? '';
  const own = LIB_FORMATS[rule.format];
  if (own) return own(String(value)) ? '' : message;
  const pattern: unknown = getValidateFormats(rule.format);
  if (pattern instanceof RegExp) return new RegExp(pattern).test(String(value)) ? '' : message;
  return '';
};

const notSequentialRule: RuleFunction = (value: unknown, rule: Rule) => {
  if (rule.notSequential !== true || isValueEmpty(value)) return '';
  return isSequentialDigits(String(value)) ? rule.message ?? '' : '';
};

export interface FormilyValidatorOptions {
  /**
   * Formily's message language, so its built-in messages are Chinese too (ours replace some: the
   * required message is VALIDATION_MESSAGES.required, which the Form widget names per field).
   * Default 'zh-CN'; null leaves the language alone.
   */
  language?: string | null;
}

/**
 * Registers the formats 'phone', 'idcard' and 'licensePlate' (replacing Formily's own 'phone'
 * and 'idcard') and the rule 'notSequential', with Chinese messages. Safe to call more than once.
 */
export function registerFormilyValidators(options: FormilyValidatorOptions = {}): void {
  const { language = 'zh-CN' } = options;
  // For anything that reads the format registry directly. Phone and plate patterns are exact;
  // the ID pattern checks the shape only, which is why the 'format' rule below asks our functions.
  registerValidateFormats({
    phone: /^1[3-9]\d{9}$/,
    idcard: /^(\d{15}|\d{17}[\dXx])$/,
    licensePlate: LICENSE_PLATE_PATTERN,
  });
  registerValidateRules({ format: formatRule, notSequential: notSequentialRule });
  const messages: Record<string, typeof VALIDATION_MESSAGES> = {};
  for (const lang of FORMILY_LANGUAGES) messages[lang] = VALIDATION_MESSAGES;
  registerValidateLocale(messages);
  if (language) setValidateLanguage(language);
}
