import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each remote bundles its own copy of the kit, while `shared` itself is one federation singleton.
 * A relative import of shared's internals (`../i18n`, `../api/errors`) would bundle a second i18n
 * instance and a second ApiError class into the remote: the kit's strings would go to the wrong
 * instance and the API's errors would not be recognised. So the kit reaches them as `shared`.
 */
it('imports the rest of shared by package name only', () => {
  const sources = readdirSync(__dirname).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  expect(sources.length).toBeGreaterThan(5);
  const relative = sources.flatMap((file) =>
    [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '(\.\.\/[^']*)'/g)].map(
      (match) => `${file}: ${match[1]}`,
    ),
  );
  expect(relative).toEqual([]);
});
