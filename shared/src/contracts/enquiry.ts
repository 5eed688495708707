/**
 * The enquiry (user request) types: the contact form and the form bodies of the global modal.
 * One list for the bus, the forms and the server's validation (kept free of zod, so importing it
 * costs a remote nothing).
 */
export const ENQUIRY_TYPES = [
  'contact-form',
  'readymade',
  'virtual-place',
  'establishment',
  'smart-room',
  'liquidation',
  'foreign-company',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export function isEnquiryType(type: unknown): type is EnquiryType {
  return (ENQUIRY_TYPES as readonly unknown[]).includes(type);
}
