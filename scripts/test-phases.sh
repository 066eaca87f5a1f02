#!/usr/bin/env bash
# npm test: typecheck, lint, the unit and integration tests and the production build side by side,
# then the browser tests (which use that build) once the build and the unit tests are done. Each line is prefixed
# with its phase; each phase's time is printed, and a failed phase fails the run (a failed build
# starts no browser tests). The first four side by side because typecheck and lint each use one core;
# the browser tests alone, because beside the unit tests both slowed down (docs/testing.md has the figures).
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

declare -A statuses=()

# Wait for one started phase (once) and keep its exit status.
wait_phase() {
  local name=$1
  if [ -z "${statuses[$name]:-}" ]; then
    wait "${pids[$name]}"
    statuses[$name]=$?
  fi
  return "${statuses[$name]}"
}

# Wait for every started phase; exit when any failed.
finish_phases() {
  local failed=0 name
  for name in "${order[@]}"; do
    wait_phase "$name" || failed=${statuses[$name]}
  done
  if [ "$failed" -ne 0 ]; then
    echo "== npm test FAILED after $((SECONDS - started)) s"
    exit "$failed"
  fi
}

# The unit and integration tests need neither the checks nor the build, so they start with them.
# The browser tests start once the build is there and the unit and integration tests are done: side by
# side, each starved the other (1,042 s for npm test, against 239 s for the unit tests alone and about
# 600 s for the browser tests alone), and the browsers' waits for servers ran into their time limits.
start_phase typecheck npm run typecheck
start_phase lint npm run lint
start_phase "unit and integration tests" npm run test:unit
start_phase build npm run build
wait_phase "unit and integration tests"
if wait_phase build; then
  start_phase "browser tests" npx vitest run --config vitest.browser.config.ts
fi
finish_phases
echo "== npm test passed in $((SECONDS - started)) s"
