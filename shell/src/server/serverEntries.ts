// How the shell's server renderer runs a remote's server code: only the text the API has checked
// (a build it holds, matching its recorded digests), with a file system that offers that build's
// checked files and nothing else.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import type { RendererOptions, ServerBuild } from 'shared';

/** Node's own `require` (webpack leaves this name alone): remote entries load Node's built-in modules. */
declare const __non_webpack_require__: NodeJS.Require;

/** The name of the error a remote's refused server code fails with; the API has logged why. */
const REFUSED = 'ServerCodeRefused';

export function isRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === REFUSED;
}

/** The modules through which a build could read files; `fs` answers only the build's checked files. */
const FILE_MODULES = new Set(['fs', 'node:fs', 'fs/promises', 'node:fs/promises']);

/**
 * The `require` a remote's server build runs with: Node's own, but for the file system, of which
 * it gets only what the federation runtime loads its chunks with — whether a file of its build
 * exists (from the build's record) and that file's text, checked against its digest when read. Any
 * other file access is not there, so a build that reads files another way fails to load (its slot
 * renders in the browser) rather than running unchecked code.
 */
function requireFor(build: ServerBuild): NodeJS.Require {
  const files = new Set(build.files);
  const fs = Object.freeze({
    existsSync: (file: unknown) => files.has(String(file)),
    readFile(file: unknown, ...rest: unknown[]) {
      const done = rest.pop() as (error: Error | null, content?: string | Buffer) => void;
      const [options] = rest;
      const encoding = typeof options === 'string' ? options : (options as { encoding?: string } | undefined)?.encoding;
      build.read(String(file)).then(
        (text) => done(null, encoding ? text : Buffer.from(text)),
        (error: Error) => done(error),
      );
    },
  });
  const checked = (id: string): unknown => {
    if (!FILE_MODULES.has(id)) return __non_webpack_require__(id);
    return id.endsWith('promises') ? Object.freeze({}) : fs;
  };
  return Object.assign(checked, {
    resolve: __non_webpack_require__.resolve,
    cache: __non_webpack_require__.cache,
    main: __non_webpack_require__.main,
    extensions: __non_webpack_require__.extensions,
  }) as NodeJS.Require;
}

/** A remote's server entry (a CommonJS module), from its checked text, run in this process: its container. */
function runCommonJs(build: ServerBuild, remote: { entryGlobalName: string }) {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const wrapper = new Script(`(function (exports, module, require, __dirname, __filename) {${build.source}\n})`, {
    filename: build.path,
  });
  const run = wrapper.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, module, requireFor(build), dirname(build.path), build.path);
  return (module.exports[remote.entryGlobalName] ?? module.exports) as never;
}

/**
 * The federation runtime's plugin that loads every remote's server entry as a CommonJS module, from
 * the text the API has checked, with a `require` that gives it its chunks the same way. Nothing is
 * fetched; code the API refuses is not run (the load fails with a refusal, and the slot renders in
 * the browser).
 */
export function serverEntriesPlugin(serverBuild: RendererOptions['serverBuild']): ModuleFederationRuntimePlugin {
  return {
    name: 'site-server-entries',
    async loadEntry({ remoteInfo }) {
      const build = await serverBuild(remoteInfo.entry);
      if ('refused' in build) throw Object.assign(new Error(build.refused), { name: REFUSED });
      return runCommonJs(build, remoteInfo);
    },
  };
}
