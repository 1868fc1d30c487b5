#!/usr/bin/env bash
# Checks docker/ without a container engine:
#   1. `compose config` validates docker/compose.yaml (schema, types, interpolation), with
#      placeholders for the required secrets; then each required secret must really be required.
#   2. docker/Dockerfile copies the manifest of every workspace package (else the frozen install
#      in the image fails).
#   3. docker/Caddyfile is validated by Caddy itself.
# Tools: `docker compose` (v2 plugin) when present, else `docker-compose`; when neither exists it
# installs Debian's `docker-compose` (1.29, validates the Compose spec; no engine is installed).
# Caddy comes from Debian's `caddy` package, unpacked into a cache folder (not installed, so no
# service starts). Set CHECK_CADDY=0 to skip step 3.
set -euo pipefail
cd "$(dirname "$0")/.."

compose_file=docker/compose.yaml
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/lottery-shop"
apt_log="$(mktemp)"
trap 'rm -f "$apt_log"' EXIT

say() { printf '\033[36m▸ %s\033[0m\n' "$*"; }
fail() { printf '\033[31m✗ %s\033[0m\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo > /dev/null; then sudo "$@"; else
    fail "need root to run: $*"
  fi
}

apt_updated=""
apt_update() {
  [ -n "$apt_updated" ] && return 0
  as_root apt-get update -qq > "$apt_log" 2>&1 || { cat "$apt_log" >&2; fail 'apt-get update failed'; }
  apt_updated=1
}

apt_install() {
  command -v apt-get > /dev/null || fail "no apt-get: install $* by hand"
  say "installing $* (Debian packages)"
  local run=(env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@")
  if ! as_root "${run[@]}" > "$apt_log" 2>&1; then
    apt_update
    as_root "${run[@]}" > "$apt_log" 2>&1 || { cat "$apt_log" >&2; fail "apt-get install $* failed"; }
  fi
}

# ---- 1. compose file ----
if docker compose version > /dev/null 2>&1; then
  compose=(docker compose)
else
  command -v docker-compose > /dev/null || apt_install docker-compose
  compose=(docker-compose)
fi
say "compose config with: ${compose[*]} ($("${compose[@]}" version --short 2>/dev/null || echo '?'))"

# Variables written ${VAR:?message}: production must set them, so they have no default.
mapfile -t required < <(grep -oE '\$\{[A-Za-z_][A-Za-z0-9_]*:?\?' "$compose_file" | sed -E 's/^\$\{//; s/:?\?$//' | sort -u)
placeholders=()
for name in "${required[@]}"; do placeholders+=("$name=compose-check-placeholder"); done

if ! env "${placeholders[@]}" "${compose[@]}" -f "$compose_file" config -q; then
  fail "$compose_file is not valid"
fi
echo "$compose_file is valid (required: ${required[*]:-none})"

# Secrets that must never get a default in the compose file.
for name in POSTGRES_PASSWORD SESSION_SECRET SMS_HTTP_TOKEN; do
  [[ " ${required[*]} " == *" $name "* ]] || fail "$compose_file must require \${$name:?...}"
done

for name in "${required[@]}"; do
  others=()
  for pair in "${placeholders[@]}"; do [ "${pair%%=*}" = "$name" ] || others+=("$pair"); done
  if env -u "$name" "${others[@]}" "${compose[@]}" -f "$compose_file" config -q > /dev/null 2>&1; then
    fail "$compose_file accepts a missing $name"
  fi
done

# ---- 2. Dockerfile manifests ----
for manifest in apps/*/package.json libs/*/package.json; do
  grep -qE "^COPY +$manifest " docker/Dockerfile || fail "docker/Dockerfile does not copy $manifest"
done
echo 'docker/Dockerfile copies every workspace manifest'

# ---- 3. Caddyfile ----
if [ "${CHECK_CADDY:-1}" != 0 ]; then
  caddy=$(command -v caddy || true)
  if [ -z "$caddy" ]; then
    caddy="$cache_dir/caddy/usr/bin/caddy"
    if [ ! -x "$caddy" ]; then
      command -v apt-get > /dev/null || fail 'no caddy and no apt-get (CHECK_CADDY=0 skips this step)'
      say "fetching Debian's caddy package into $cache_dir"
      mkdir -p "$cache_dir/deb"
      rm -f "$cache_dir"/deb/caddy_*.deb
      if ! (cd "$cache_dir/deb" && apt-get download -qq caddy > "$apt_log" 2>&1); then
        apt_update
        (cd "$cache_dir/deb" && apt-get download -qq caddy > "$apt_log" 2>&1) \
          || { cat "$apt_log" >&2; fail 'apt-get download caddy failed'; }
      fi
      dpkg -x "$cache_dir"/deb/caddy_*.deb "$cache_dir/caddy"
    fi
  fi
  if ! out=$("$caddy" validate --config docker/Caddyfile --adapter caddyfile 2>&1); then
    echo "$out" >&2
    fail 'docker/Caddyfile is not valid'
  fi
  echo "docker/Caddyfile is valid ($("$caddy" version | cut -d' ' -f1))"
fi
say 'docker/ checks passed'
