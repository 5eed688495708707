import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import './translations';
import './forms.css';
import { useTranslation } from 'shared';

/** The red asterisk after a required field's label; screen readers hear "required" instead. */
export function RequiredMark() {
  const { t } = useTranslation('forms', { keyPrefix: 'kit' });
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> ({t('required')})</span>
    </>
  );
}

/** A field's error paragraph; its id is what the control's `aria-describedby` points at. */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join(' ')}
    </p>
  );
}

/** The accessible wiring of a control: invalid state and the ids of its hint and error. */
export function fieldAria(id: string, messages: string[] | undefined, hintId?: string) {
  const describedBy = [hintId, messages?.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': messages?.length ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's messages from the form's last answer. */
  errors?: string[];
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  /** A multi-line field with this many rows. */
  rows?: number;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled text input or textarea with its error at the field. */
export function Field({
  id,
  name,
  label,
  value,
  onChange,
  errors,
  required,
  type = 'text',
  rows,
  hint,
  ...rest
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    ...fieldAria(id, errors, hintId),
    name,
    value,
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
    'aria-required': required ? (true as const) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="forms-field">
      <label className="forms-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {rows ? (
        <textarea className="forms-field__input forms-field__textarea" rows={rows} {...common} />
      ) : (
        <input className="forms-field__input" type={type} inputMode={rest.inputMode} {...common} />
      )}
      {hint && (
        <p className="forms-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
