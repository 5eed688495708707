import type { UserRequestType } from 'shared/validation';

/** The enquiry types the server accepts (mirrors `userRequestTypes` of shared/src/validation, kept
 * here so the remote does not bundle the validation library). */
export const userRequestTypes = [
  'contact-form',
  'readymade',
  'virtual-place',
  'establishment',
  'smart-room',
  'liquidation',
  'foreign-company',
] as const satisfies readonly UserRequestType[];
