import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** `x.y.z` as numbers; null for anything else (pre-releases, ranges, tags). */
function plainVersion(text: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether `version` satisfies `^required` for plain versions with a major above 0 (what every app's
 * build writes for the singletons): the same major, and not older. Null when the question is not
 * that simple, so the federation runtime's own check decides.
 */
export function caretSatisfies(version: string, range: string): boolean | null {
  if (!range.startsWith('^')) return null;
  const have = plainVersion(version);
  const need = plainVersion(range.slice(1));
  if (!have || !need || need[0] === 0) return null;
  if (have[0] !== need[0]) return false;
  return have[1] > need[1] || (have[1] === need[1] && have[2] >= need[2]);
}

/**
 * A federation runtime plugin for the browser: a singleton whose loaded version plainly satisfies
 * the caret range asked for is taken without the runtime's general semver check, which compiles a
 * dozen regular expressions for every shared module and made up a good part of the page's start on
 * a slow phone. Every other case (another range, a version that does not satisfy, so the runtime
 * warns) goes to the runtime's own resolver, unchanged.
 */
export default function caretShareResolver(): ModuleFederationRuntimePlugin {
  return {
    name: 'caret-share-resolver',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!singleton || typeof requiredVersion !== 'string' || !shared) return args;
      if (caretSatisfies(version, requiredVersion) !== true) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
