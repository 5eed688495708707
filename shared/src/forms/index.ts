/**
 * The form kit (`shared/forms`): fields, checkbox, phone number with prefix, file input and the
 * error summary, with the accessible wiring written once, and `useForm` for a form's state. Not a
 * federation singleton: it holds no state of its own, so each remote bundles what it uses.
 */
export * from './Field';
export * from './Checkbox';
export * from './PhoneField';
export * from './FileInput';
export * from './ErrorSummary';
export * from './useForm';
