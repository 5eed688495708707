// The optional cookie categories and a visitor's choice of them, importing nothing: the dataLayer
// events of a form's success name a choice without depending on the consent module's cookies.

/** The optional cookie categories; technical cookies are always on. */
export const CONSENT_CATEGORIES = ['analytical', 'marketing', 'advertisement'] as const;
export type OptionalCategory = (typeof CONSENT_CATEGORIES)[number];
export type CategoryChoice = Record<OptionalCategory, boolean>;
