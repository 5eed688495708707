/**
 * The form kit (`shared/forms`): fields, checkbox, phone number with prefix, file input and the
 * error summary, with the accessible wiring written once, and `useForm` for a form's state. Not a
 * federation singleton: it holds no state of its own, so each remote bundles what it uses. For
 * i18n, errors and constants it imports the `shared` package by name (never by relative path), so
 * a bundled copy still registers its strings with, and reads errors of, the page's one `shared`.
 */
export { Field } from './Field';
export { Checkbox } from './Checkbox';
export { PhoneField, DEFAULT_PHONE_PREFIX } from './PhoneField';
export { FileInput, type Attachment } from './FileInput';
export { ErrorSummary } from './ErrorSummary';
export { useForm, errorsOf } from './useForm';
export { useFormAction } from './useFormAction';
