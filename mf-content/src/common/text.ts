/** A text of an answer to show, or null when there is none: a blank text counts as none. */
export const nonBlank = (value: string | null | undefined): string | null => (value?.trim() ? value : null);
