// Shows the circle check firing: two modules that import each other are a circle, whether the
// imports run or are types only (`import type`, a type re-exported); a one-way import is none.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { importCircles } from './circles.mjs';

const work = mkdtempSync(join(tmpdir(), 'circles-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A folder of `work` holding `sources` (file name → text). */
function folder(name, sources) {
  const dir = join(work, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(sources)) writeFileSync(join(dir, file), text);
  return dir;
}

test('two modules importing each other are a circle', async () => {
  const dir = folder('runtime', {
    'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'b.ts': "import { a } from './a';\nexport const b = () => a();\n",
  });
  const circles = await importCircles([dir]);
  assert.equal(circles.length, 1);
  assert.deepEqual(circles[0].map((file) => file.split('/').at(-1)).sort(), ['a.ts', 'b.ts']);
});

/** The file names of each circle found in `dir`, sorted. */
async function circleFiles(dir) {
  return (await importCircles([dir])).map((circle) => circle.map((file) => file.split('/').at(-1)).sort());
}

test('a circle closed only by a type import is a circle', async () => {
  const dir = folder('types', {
    'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\nexport const a = 1;\n",
    'b.ts': "import { a } from './a';\nexport interface B { a: number }\nexport const b = a;\n",
  });
  assert.deepEqual(await circleFiles(dir), [['a.ts', 'b.ts']]);
});

test('a circle of types alone, one of them re-exported, is a circle', async () => {
  const dir = folder('type-exports', {
    'a.tsx': "import { type B } from './b';\nexport interface A { b?: B }\n",
    'b.ts': "export type { A as B } from './a';\n",
  });
  assert.deepEqual(await circleFiles(dir), [['a.tsx', 'b.ts']]);
});

test('a type moved into a module of its own that imports nothing leaves no circle', async () => {
  const dir = folder('leaf', {
    'a.ts': "import type { B } from './types';\nexport interface A { b?: B }\nexport const a = 1;\n",
    'b.ts': "import { a } from './a';\nexport type { B } from './types';\nexport const b = a;\n",
    'types.ts': 'export interface B { a: number }\n',
  });
  assert.deepEqual(await circleFiles(dir), []);
});
