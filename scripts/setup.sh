# Installs the tools the project needs when they are missing; sourced by scripts/serve,
# scripts/test and scripts/bench. Every step is skipped when its tool is already present,
# so a warm machine pays nothing.
set -euo pipefail

# Versions that must agree with the workspace: wasm-bindgen-cli must equal the `=` pin of
# the wasm-bindgen crate in Cargo.toml, and Trunk 0.22 needs a newer rustc than this machine.
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# /usr/sbin: where Debian puts HAProxy, not on every user's PATH.
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH:/usr/sbin"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

have_version() { # command, expected substring of its --version output
    command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -qF "$2"
}

ensure_wasm_target() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        say "adding the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
}

ensure_trunk() {
    if ! have_version trunk "$TRUNK_VERSION"; then
        say "installing Trunk $TRUNK_VERSION (builds from source, about 9 minutes once)"
        cargo install trunk --version "$TRUNK_VERSION" --locked
    fi
}

ensure_wasm_bindgen() {
    if ! have_version wasm-bindgen "$WASM_BINDGEN_VERSION"; then
        say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 4 minutes once)"
        # Not --locked: one of its locked dependencies is missing from the registry mirror.
        cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
    fi
}

# Installs Debian's package $1, saying so as $2.
apt_install() {
    say "installing $2 (Debian's $1)"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$1"
}

ensure_chromium() {
    command -v chromium >/dev/null 2>&1 || apt_install chromium Chromium
}

# Debian's Postgres, for the store's tests and several servers (scripts/postgres).
ensure_postgres() {
    [ -n "$(postgres_bin)" ] || apt_install postgresql Postgres
}

# Debian's HAProxy, in front of several servers (scripts/cluster, scripts/bench-cluster).
ensure_haproxy() {
    command -v haproxy >/dev/null 2>&1 || apt_install haproxy HAProxy
}

# The folder of Postgres's programs (initdb, pg_ctl), the newest installed; empty if none.
postgres_bin() {
    find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -1
}

ensure_npm_packages() {
    if [ ! -x "$ROOT/node_modules/.bin/wasm-opt" ] ||
        [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
        say "installing npm packages"
        (cd "$ROOT" && npm ci --no-audit --no-fund)
    fi
}

# What building the site needs (the npm packages bring wasm-opt, from binaryen).
ensure_site_tools() {
    ensure_wasm_target
    ensure_wasm_bindgen
    ensure_trunk
    ensure_npm_packages
}
