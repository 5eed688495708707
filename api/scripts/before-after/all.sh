#!/bin/bash
# all.sh: shows each hardening fix's tests failing on the commit before the fix and passing on it.
# Makes a throw-away worktree (WORKTREE, default /tmp/api-before-after) with its own npm install,
# runs every pair below into OUT (default /tmp/api-before-after-results), prints the summary and
# removes the worktree. Takes 20–40 minutes on two busy cores. Run from anywhere in the repository.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
export WORKTREE=${WORKTREE:-/tmp/api-before-after} OUT=${OUT:-/tmp/api-before-after-results}
mkdir -p "$OUT"
git worktree add --detach "$WORKTREE" 7f26c10^ > /dev/null || exit 1
# The dependencies do not change between the first and the last commit below.
(cd "$WORKTREE" && npm install --no-audit --no-fund > "$OUT/npm-install.log" 2>&1) || exit 1
run() { "$HERE/run.sh" "$@"; }
slow="--testTimeout 120000" # the scrypt hashes of a seeded demo user take long on a loaded machine

# Vouchers: guest per-user limit, personal vouchers on guest carts, uses counted at order, oracles.
run vouchers-before 7f26c10^ 7f26c10 order.test.ts cart.test.ts
run vouchers-after 7f26c10 7f26c10 order.test.ts cart.test.ts
# Production defaults (the file as it is, then with src/core/env loaded lazily so each test runs).
run defaults-before db1078b^ db1078b defaults.test.ts auth.test.ts
PATCH=$HERE/lazy-env.py JEST_ARGS=$slow run defaults-lazy-before db1078b^ db1078b defaults.test.ts
PATCH=$HERE/lazy-env.py JEST_ARGS=$slow run defaults-lazy-after db1078b db1078b defaults.test.ts
JEST_ARGS=$slow run auth-after db1078b db1078b auth.test.ts
PATCH=$HERE/lazy-env.py JEST_ARGS="-t site.is.served $slow" run corp-site-before db1078b^ 983c3cf defaults.test.ts
PATCH=$HERE/lazy-env.py JEST_ARGS="-t site.is.served $slow" run corp-site-after db1078b 983c3cf defaults.test.ts
"$HERE/probe-defaults.sh" probe-defaults-before db1078b^
"$HERE/probe-defaults.sh" probe-defaults-after db1078b
# Ready-made reservations.
run reservations-before 477e1a5^ 477e1a5 reservations.test.ts
run reservations-after 477e1a5 477e1a5 reservations.test.ts
# Uploads: in-flight limits, quota, time to live; the per-address limit with a fixed wait.
run uplimits-before fa319b6^ fa319b6 upload-limits.test.ts
run uplimits-after fa319b6 fa319b6 upload-limits.test.ts
PATCH=$HERE/no-part-wait.py JEST_ARGS="-t in.flight $slow" run inflight-before fa319b6^ 32c4194 upload-stream.test.ts upload-fixtures.ts
PATCH=$HERE/no-part-wait.py JEST_ARGS="-t in.flight $slow" run inflight-after fa319b6 32c4194 upload-stream.test.ts upload-fixtures.ts
# Uploads streamed to temporary files.
run stream-before bbdab55^ 32c4194 upload-stream.test.ts upload-fixtures.ts cleanup.test.ts
run stream-after bbdab55 32c4194 upload-stream.test.ts upload-fixtures.ts cleanup.test.ts
# The quota held for uploads without Content-Length.
PATCH=$HERE/lazy-quota.py JEST_ARGS=$slow run chunked-before dc56d27^ dc56d27 upload-limits.test.ts
PATCH=$HERE/lazy-quota.py JEST_ARGS=$slow run chunked-after dc56d27 dc56d27 upload-limits.test.ts

node "$HERE/summary.mjs" "$OUT"/*.json > "$OUT/summary.txt"
cat "$OUT/summary.txt" "$OUT"/probe-defaults-*.log
git worktree remove --force "$WORKTREE"
