#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests, browser tests, in turn; stops at the first
# that fails and prints how long each phase took (.ci/run's log keeps the figures).
set -uo pipefail
started=$SECONDS
phase() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== $name"
  "$@"
  local status=$?
  echo "== $name: $((SECONDS - start)) s$([ $status -ne 0 ] && echo ", FAILED (exit $status)")"
  [ $status -eq 0 ] || exit $status
}
phase typecheck npm run typecheck
phase lint npm run lint
phase "unit and integration tests" npm run test:unit
phase "browser tests" npm run test:browser
echo "== npm test passed in $((SECONDS - started)) s"
