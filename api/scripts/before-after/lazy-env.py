# Makes the defaults test load src/core/env only when a test calls into it, so that on code
# without that module each test fails on its own instead of the whole file not loading.
# The assertions are unchanged.
p = 'test/defaults.test.ts'
s = open(p).read()
old = "import { apiDocsEnabled, demoSeedEnabled } from '../src/core/env';\n"
assert old in s
s = s.replace(old, """// eslint-disable-next-line @typescript-eslint/no-require-imports
const env = () => require('../src/core/env');
const apiDocsEnabled = (e: object) => env().apiDocsEnabled(e);
const demoSeedEnabled = (e: object) => env().demoSeedEnabled(e);
""")
open(p, 'w').write(s)
