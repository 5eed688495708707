#!/bin/bash
# probe-defaults.sh <label> <commit>: starts `npm start -w api` of <commit> in $WORKTREE on an empty
# data folder, with NODE_ENV, SEED_DEMO and API_DOCS unset (what an operator gets by default), and
# asks what a stranger could: the README's demo login, the API docs, the demo voucher, the guest
# cart's caching, the media's Cross-Origin-Resource-Policy. Writes $OUT/<label>.log.
set -u
label=$1; code=$2; PORT=${PROBE_PORT:-18391}
W=${WORKTREE:?set WORKTREE}; OUT=${OUT:?set OUT}
base=http://127.0.0.1:$PORT
git -C "$W" checkout -q -f --detach "$code" && git -C "$W" clean -qfd api/test
data=$(mktemp -d /tmp/probe-defaults-XXXX)
out=$OUT/$label.log
echo "== $label: $(git -C "$W" log --format='%h %s' -1 | cut -c1-80); start script: $(node -p "require('$W/api/package.json').scripts.start")" > "$out"
# The server runs in a process group of its own, ended by that group's id below.
set -m
(cd "$W" && exec env -u NODE_ENV -u SEED_DEMO -u API_DOCS DATA_DIR="$data" PORT=$PORT HOST=127.0.0.1 npm start -w api > "$data/server.log" 2>&1) &
group=$!
set +m
for _ in $(seq 1 120); do curl -s -o /dev/null $base/api/health && break; sleep 1; done
json() { node -pe "JSON.parse(require('fs').readFileSync(0)).$1"; }
{
  echo "login demo@example.com/demo-password: $(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d '{"email":"demo@example.com","password":"demo-password"}' $base/api/auth/login)"
  echo "GET /api/docs/json: $(curl -s -o /dev/null -w '%{http_code}' $base/api/docs/json)"
  cart=$(curl -s $base/api/cart/anonymous/cs/0)
  id=$(echo "$cart" | json id); temp=$(echo "$cart" | json tempId)
  curl -s -o /dev/null -X PUT -H 'content-type: application/json' -H "x-cart-token: $temp" -d '{"id":201,"quantity":1}' "$base/api/cart/$id"
  echo "voucher SLEVA10 on a guest cart: $(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "x-cart-token: $temp" -d '{"voucherCode":"SLEVA10","serviceType":"eshop","guestEmail":"x@example.com"}' "$base/api/voucher/cart/add/$id")"
  echo "Cache-Control of GET /api/cart/anonymous/cs/<tempId>: $(curl -s -D - -o /dev/null "$base/api/cart/anonymous/cs/$temp" | grep -i '^cache-control' | tr -d '\r')"
  media=$base/api/media/banners/popup-desktop-cs.svg
  echo "CORP of GET /api/media/banners/popup-desktop-cs.svg: $(curl -s -D - -o /dev/null $media | grep -i '^cross-origin-resource-policy' | tr -d '\r') (status $(curl -s -o /dev/null -w '%{http_code}' $media))"
} >> "$out"
kill -TERM -- -$group 2>/dev/null
for _ in $(seq 1 20); do ps -g $group > /dev/null || break; sleep 1; done
kill -KILL -- -$group 2>/dev/null
rm -rf "$data"
cat "$out"
