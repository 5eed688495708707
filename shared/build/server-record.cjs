// Writes the record of a remote's server build next to it: `dist/release.json`, with the sha256 of
// every file of `dist/server/`, in the shape of a release's record (`version: null`: the remote's own
// build, not a release). The site runs a remote's server code only from a build it holds whose files
// match such a record, so the build the site ships with is held the same way a release is.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The record's name, as the release tool names a release's. */
const RECORD = 'release.json';

/** Every file under `dir` (sorted, `/`-separated paths relative to it). */
function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(path.join(dir, entry.name), `${relative}/`));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

class ServerRecordPlugin {
  /** @param {{ remote: string, name: string }} options  the package folder and the federation name */
  constructor({ remote, name }) {
    this.remote = remote;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ServerRecordPlugin', () => {
      const serverDir = compiler.outputPath;
      const server = {};
      for (const file of filesUnder(serverDir))
        server[file] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(serverDir, file)))
          .digest('hex');
      const record = { remote: this.remote, name: this.name, version: null, builtAt: new Date().toISOString(), server };
      const target = path.join(serverDir, '..', RECORD);
      // Replaced in one rename: the server never reads half a record.
      const staging = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(staging, JSON.stringify(record, null, 2) + '\n');
      fs.renameSync(staging, target);
    });
  }
}

module.exports = { ServerRecordPlugin };
