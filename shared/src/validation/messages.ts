/**
 * The field messages the forms show and the API answers in a 422, in Czech and English: one text
 * per rule key that the schemas carry as their issue message.
 */
import type { Locale } from '../constants';

/** The languages of the messages: the site's. */
export type ValidationLocale = Locale;

export type ValidationRule =
  | 'required'
  | 'min'
  | 'max'
  | 'confirmed'
  | 'email'
  | 'numeric'
  | 'regex'
  | 'maxItems'
  | 'invalid'
  | 'notEmail'
  | 'currentPassword';

export const validationMessages: Record<ValidationLocale, Record<ValidationRule, string>> = {
  cs: {
    required: 'Pole musí být vyplněno',
    min: 'Vyplňte prosím minimálně {length} znaků.',
    max: 'Vyplňte prosím maximálně {length} znaků.',
    confirmed: 'Toto pole je nutné potvrdit.',
    email: 'Pole musí obsahovat platný email.',
    numeric: 'Pole musí obsahovat pouze číslice.',
    regex: 'Pole musí obsahovat pouze alfanumerické znaky s tečkou.',
    maxItems: 'Zadejte nejvýše {count} položek.',
    invalid: 'Hodnota pole není platná.',
    notEmail: 'Heslo nesmí být stejné jako váš e-mail.',
    currentPassword: 'Současné heslo není správné.',
  },
  en: {
    required: 'This field is required.',
    min: 'Please enter at least {length} characters.',
    max: 'Please enter at most {length} characters.',
    confirmed: 'This field must be confirmed.',
    email: 'The field must contain a valid email.',
    numeric: 'The field may contain digits only.',
    regex: 'The field may contain only alphanumeric characters and a dot.',
    maxItems: 'Enter at most {count} items.',
    invalid: 'The value of this field is not valid.',
    notEmail: 'The password must not be your e-mail address.',
    currentPassword: 'The current password is not correct.',
  },
};

/** The top-level message of a 422 answer. */
export const validationFailedMessage: Record<ValidationLocale, string> = {
  cs: 'Odeslaná data nejsou platná.',
  en: 'The submitted data are not valid.',
};

const RULES = new Set<string>(Object.keys(validationMessages.cs));

export function isValidationRule(value: string): value is ValidationRule {
  return RULES.has(value);
}

export function formatMessage(
  rule: ValidationRule,
  locale: ValidationLocale,
  params: { length?: number | bigint; count?: number | bigint } = {},
): string {
  return validationMessages[locale][rule]
    .replace('{length}', String(params.length ?? ''))
    .replace('{count}', String(params.count ?? ''));
}
