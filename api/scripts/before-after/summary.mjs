// Prints every test of Jest JSON reports with its status and the first lines of its failure.
// Usage: node summary.mjs <report.json>...
import { readFileSync } from 'node:fs';
import { argv, stdout } from 'node:process';

const print = (line) => stdout.write(`${line}\n`);

const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
const firstLines = (text, n) =>
  plain(text)
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, n)
    .join(' | ');

for (const file of argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  print(`### ${file.replace(/.*\//, '')}`);
  for (const suite of report.testResults) {
    const loadError = suite.assertionResults.length ? '' : ` — ${firstLines(suite.message, 3)}`;
    print(`  file ${suite.name.replace(/.*\/api\//, '')}: ${suite.status}${loadError}`);
    for (const test of suite.assertionResults) {
      if (test.status === 'pending') continue;
      const failure = test.failureMessages.map((m) => firstLines(m, 6)).join(' || ');
      print(`  - [${test.status}] ${test.fullName}${failure ? `\n      ${failure.slice(0, 600)}` : ''}`);
    }
  }
}
