import type { ReactNode } from 'react';
import { FieldError, RequiredMark, fieldAria } from './Field';

interface CheckboxProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  value?: string;
  errors?: string[];
  required?: boolean;
}

/** A labelled checkbox (the whole label is the target) with its error below. */
export function Checkbox({ id, name, label, checked, onChange, value, errors, required }: CheckboxProps) {
  return (
    <div className="forms-field">
      <label className="forms-check" htmlFor={id}>
        <input
          {...fieldAria(id, errors)}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required ? true : undefined}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
