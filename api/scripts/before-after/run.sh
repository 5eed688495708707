#!/bin/bash
# run.sh <label> <code-commit> <test-commit> <test files...>
# Checks out <code-commit> in the throw-away worktree $WORKTREE, puts the named files of api/test as
# they are at <test-commit> on top, optionally rewrites them with the Python script $PATCH (only to
# load a module the old code lacks lazily, or to wait without a file the old code never writes;
# assertions untouched), and runs them with Jest: the log and Jest's JSON report go to
# $OUT/<label>.log and $OUT/<label>.json. $JEST_ARGS is added to Jest's arguments.
set -u
label=$1; code=$2; tests=$3; shift 3
W=${WORKTREE:?set WORKTREE to a throw-away git worktree with node_modules installed}
OUT=${OUT:?set OUT to the folder for the results}
git -C "$W" checkout -q -f --detach "$code" || exit 1
git -C "$W" clean -qfd api/test
for f in "$@"; do git -C "$W" show "$tests:api/test/$f" > "$W/api/test/$f"; done
cd "$W/api" || exit 1
echo "== $label: code $(git -C "$W" log --format='%h %s' -1 | cut -c1-80); tests from $tests: $*" > "$OUT/$label.log"
if [ -n "${PATCH:-}" ]; then
  python3 "$PATCH" || exit 1
  echo "test files rewritten by $(basename "$PATCH")" >> "$OUT/$label.log"
fi
# shellcheck disable=SC2086
timeout 900 npx jest "${@/#/test/}" ${JEST_ARGS:-} --json --outputFile="$OUT/$label.json" >> "$OUT/$label.log" 2>&1
echo "rc $?" >> "$OUT/$label.log"
