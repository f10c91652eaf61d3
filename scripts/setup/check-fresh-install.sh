#!/usr/bin/env bash
# Proves the README's install works on a machine that never ran pnpm: a fresh HOME, an empty
# corepack cache, no pnpm shim on PATH, an empty pnpm store. Copies this working tree (tracked
# and untracked-but-not-ignored files, no node_modules) to a temporary folder, follows the
# README's first command there (scripts/setup/pnpm.sh, then `pnpm install --frozen-lockfile`),
# and checks that the installed tools answer. Leaves the machine as it found it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work=$(mktemp -d -t fresh-install.XXXXXX)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/home" "$work/corepack" "$work/bin" "$work/repo"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work/repo" 2>/dev/null) || {
  # Files listed but deleted in the working tree: copy what exists.
  (cd "$root" && git ls-files -co --exclude-standard -z | while IFS= read -r -d '' f; do
    [ -e "$f" ] && cp --parents -t "$work/repo" "$f"
  done)
}

# Only node's own folder on PATH (plus the system's), so no pnpm installed elsewhere is found.
node_dir=$(dirname "$(command -v node)")
clean_path="$work/bin:$node_dir:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

# The machine's environment (certificates, proxies) stays; everything pnpm or corepack could have
# cached or configured before is replaced by an empty folder.
run_clean() {
  env -u XDG_CACHE_HOME -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u PNPM_HOME \
    -u COREPACK_INTEGRITY_KEYS -u npm_config_store_dir \
    HOME="$work/home" \
    COREPACK_HOME="$work/corepack" \
    PATH="$clean_path" \
    PNPM_SHIM_DIR="$work/bin" \
    CI=true \
    "$@"
}

cd "$work/repo"
start=$(date +%s)
# The README's install, literally: the setup script, then pnpm install.
run_clean bash scripts/setup/pnpm.sh
run_clean bash -c 'pnpm install --frozen-lockfile --reporter=append-only > install.log 2>&1' || {
  tail -n 40 install.log >&2
  echo "✖ pnpm install failed on a fresh machine" >&2
  exit 1
}
# The tools the README's commands use must answer.
run_clean bash -c 'pnpm exec biome --version && pnpm exec tsc --version && pnpm exec firebase --version 2>/dev/null | tail -n 1'
echo "✔ fresh install (clean HOME, empty corepack cache and pnpm store) in $(( $(date +%s) - start ))s"
