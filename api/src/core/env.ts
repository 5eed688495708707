/** Defaults that depend on NODE_ENV (`npm start` runs with NODE_ENV=production). */

type Env = Record<string, string | undefined>;

/**
 * Whether the demo user and vouchers are seeded: in production only with SEED_DEMO=1; elsewhere
 * unless SEED_DEMO=0.
 */
export function demoSeedEnabled(env: Env = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * Whether /api/docs (UI and OpenAPI JSON) is served: API_DOCS=1, or not in production (where
 * API_DOCS=0 turns them off). The demo data of a trial (SEED_DEMO=1) does not open them: a
 * production server shows its API's description only when the operator asks for it.
 */
export function apiDocsEnabled(env: Env = process.env): boolean {
  if (env.API_DOCS === '1') return true;
  if (env.API_DOCS === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * A whole-number setting (0 or more) from the environment: undefined when unset or empty; anything
 * else that is not a plain whole number stops the start-up with the setting's name, so that a typo
 * never turns a limit off (a limit compared with NaN never holds).
 */
export function wholeNumberSetting(name: string, env: Env = process.env): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new Error(`${name} must be a whole number (0 or more), not "${env[name]}"`);
  return Number(raw);
}
