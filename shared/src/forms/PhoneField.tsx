import type { ReactNode } from 'react';
import { PHONE_PREFIXES, useTranslation } from 'shared';
import { FieldError, fieldAria } from './Field';

export const DEFAULT_PHONE_PREFIX = '+420';

interface PhoneFieldProps {
  id: string;
  label: ReactNode;
  prefix: string;
  number: string;
  onPrefix: (prefix: string) => void;
  onNumber: (number: string) => void;
  errors?: string[];
  placeholder?: string;
}

/** A phone number with its country prefix chosen from the offered list (the empty one: typed in full). */
export function PhoneField({ id, label, prefix, number, onPrefix, onNumber, errors, placeholder }: PhoneFieldProps) {
  const { t } = useTranslation('forms', { keyPrefix: 'kit' });
  return (
    <div className="forms-field">
      <label className="forms-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="forms-phone">
        <select
          id={`${id}-prefix`}
          className="forms-field__input forms-phone__prefix"
          name="phonePrefix"
          aria-label={t('phonePrefix')}
          value={prefix}
          onChange={(event) => onPrefix(event.target.value)}
        >
          {PHONE_PREFIXES.map((value) => (
            <option key={value || 'none'} value={value}>
              {value || t('phonePrefixNone')}
            </option>
          ))}
        </select>
        <input
          {...fieldAria(id, errors)}
          className="forms-field__input forms-phone__number"
          name="phone"
          type="tel"
          autoComplete={prefix ? 'tel-national' : 'tel'}
          placeholder={placeholder}
          value={number}
          onChange={(event) => onNumber(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
