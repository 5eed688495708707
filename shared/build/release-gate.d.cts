// Types of the release gate (release-gate.cjs) for the site server, which runs the same gate
// before it shows a preview of a release.

/** What a release's `release.json` says of itself that the gate reads. */
export interface ReleaseRecordForGate {
  singletons?: Record<string, string | null | undefined>;
  exposes?: string[];
}

/** The packages one copy of which serves the whole page, whose versions a release records. */
export const SINGLETONS: string[];

/** The version of package `name` installed where Node would find it from `dir`; null when none is. */
export function installedVersion(name: string, dir: string): string | null;

/** Why a release cannot go live next to this shell: one line per mismatch, none when it fits. */
export function compatibilityProblems(
  release: ReleaseRecordForGate,
  shell: Record<string, string | null | undefined>,
  modules: string[],
): string[];

/** The shell's singletons: the versions its build shares, else the installed ones. */
export function shellSingletons(siteRoot: string): Record<string, string | null>;
