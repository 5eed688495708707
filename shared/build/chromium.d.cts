// Types of chromium.cjs for the end-to-end suite's configuration.

/** The Chromium to run: `CHROMIUM_PATH`, else the system's. */
export const CHROMIUM_PATH: string;

/** Flags for Chromium on a machine without network or GPU: none of the browser's own traffic. */
export const CHROMIUM_ARGS: string[];
