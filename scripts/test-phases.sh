#!/usr/bin/env bash
# npm test: typecheck, lint and the production build side by side; then the unit and integration
# tests side by side with the browser tests (which use that build). Each line is prefixed with its
# phase; each phase's time is printed, and a failed phase fails the run (the second pair does not
# start when the first fails). Side by side because the browser tests wait on pages and servers
# more than on the cores, and typecheck and lint each use one core (docs/testing.md has the figures).
set -uo pipefail
started=$SECONDS
declare -A pids=()
order=()

start_phase() {
  local name=$1
  shift
  order+=("$name")
  echo "== $name: started"
  (
    local start=$SECONDS status
    "$@" 2>&1 | sed -u "s/^/[$name] /"
    status=${PIPESTATUS[0]}
    echo "== $name: $((SECONDS - start)) s$([ "$status" -ne 0 ] && echo ", FAILED (exit $status)")"
    exit "$status"
  ) &
  pids[$name]=$!
}

# Wait for every started phase; print each one's time; exit when any failed.
finish_phases() {
  local failed=0 name status
  for name in "${order[@]}"; do
    wait "${pids[$name]}"
    status=$?
    [ $status -eq 0 ] || failed=$status
  done
  order=()
  if [ $failed -ne 0 ]; then
    echo "== npm test FAILED after $((SECONDS - started)) s"
    exit $failed
  fi
}

start_phase typecheck npm run typecheck
start_phase lint npm run lint
start_phase build npm run build
finish_phases

start_phase "unit and integration tests" npm run test:unit
start_phase "browser tests" npx vitest run --config vitest.browser.config.ts
finish_phases
echo "== npm test passed in $((SECONDS - started)) s"
