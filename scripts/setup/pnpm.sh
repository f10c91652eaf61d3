#!/usr/bin/env bash
# Makes the pnpm version pinned in package.json ("packageManager") available, through corepack.
# Safe to run again: it does nothing when that pnpm already answers.
#
# Why COREPACK_INTEGRITY_KEYS=0: the registry these machines reach publishes no package
# signatures, and both corepack (fetching pnpm) and pnpm 12 itself (fetching its native binary,
# @pnpm/exe.<platform>, the first time any pnpm command runs) refuse an unsigned package unless
# that variable is set. Setting it only for `corepack prepare` is not enough: the first real
# pnpm command would still fail, every time, so this script runs that first command too.
#
# PNPM_SHIM_DIR: where corepack puts the pnpm shim (default: next to node). The fresh-machine
# check sets it to a temporary folder so it leaves the machine as it found it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version=$(node -p "require('$root/package.json').packageManager.split('@')[1]")
export COREPACK_INTEGRITY_KEYS=0

if [ -n "${PNPM_SHIM_DIR:-}" ]; then
  mkdir -p "$PNPM_SHIM_DIR"
  export PATH="$PNPM_SHIM_DIR:$PATH"
fi

if [ "$(cd "$root" && pnpm --version 2>/dev/null)" = "$version" ]; then
  exit 0
fi

echo "Installing pnpm $version through corepack"
corepack enable ${PNPM_SHIM_DIR:+--install-directory "$PNPM_SHIM_DIR"} pnpm
corepack prepare "pnpm@$version" --activate
# The first pnpm command downloads pnpm's native binary: run it here, with the variable set.
actual=$(cd "$root" && pnpm --version)
if [ "$actual" != "$version" ]; then
  echo "pnpm answers $actual, expected $version" >&2
  exit 1
fi
echo "pnpm $actual ready"
