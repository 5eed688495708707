// Types only, importing nothing: a form posted to a page, as the site server hands it to the
// shell's render, and the files of it the server refused (the render's request scope keeps those).

/**
 * A form posted to a page, for the page's route action to run on the server: its fields in order
 * (files already received, as `keptFile` descriptors), and the visitor's headers its API calls
 * carry (`user-agent`, the page's address as `x-site-url`).
 */
export interface FormPost {
  fields: [string, string][];
  headers: Record<string, string>;
  /** Files of the post the server refused (too large, of a type it does not take): why. */
  refused?: RefusedFiles;
  /** Whether the cookies set in answer to the post carry `Secure` (the site is not plain HTTP on the machine itself). */
  secureCookies: boolean;
}

/** Why the server refused a post's files: the answer the upload endpoint gives (422 with the file input's errors, 413…). */
export interface RefusedFiles {
  status: number;
  code: string;
  errors: Record<string, string[]>;
}
