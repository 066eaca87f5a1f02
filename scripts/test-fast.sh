#!/usr/bin/env bash
# npm run test:fast, the inner loop: typecheck, lint and the tests that need no database, side by
# side. Integration and browser tests stay for npm test.
set -uo pipefail
started=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run lint >"$logs/lint" 2>&1 &
lint=$!
VITEST_SKIP_INTEGRATION=1 npx vitest run >"$logs/unit" 2>&1 &
unit=$!
failed=0
for name in typecheck lint unit; do
  if wait "${!name}"; then
    echo "ok   $name"
  else
    echo "FAIL $name:"
    tail -n 60 "$logs/$name"
    failed=1
  fi
done
echo "test:fast: $((SECONDS - started)) s"
exit $failed
