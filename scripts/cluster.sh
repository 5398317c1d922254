#!/usr/bin/env bash
# Three mercato nodes behind HAProxy on one machine, on the PostgreSQL named by MERCATO_TEST_POSTGRES_URL (run it
# under scripts/with-postgres.sh, as `make cluster` does) and a Redis of its own, until Ctrl-C.
# Usage: scripts/cluster.sh [path/to/mercato]   (HAProxy listens on CLUSTER_PORT, 8080 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/mercato}
port=${CLUSTER_PORT:-8080}
: "${MERCATO_TEST_POSTGRES_URL:?run under scripts/with-postgres.sh}"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

dir=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

redis_port=$(free_port)
redis-server --port "$redis_port" --bind 127.0.0.1 --save "" --appendonly no >"$dir/redis.log" &
pids+=($!)

servers=""
for n in 1 2 3; do
  node_port=$(free_port)
  mkdir -p "$dir/node$n"
  MERCATO__CLUSTER__REDIS_URL="redis://127.0.0.1:$redis_port" \
  MERCATO__CLUSTER__NODE_ID="node$n" \
  MERCATO__CLUSTER__ADVERTISE_URL="http://127.0.0.1:$node_port" \
    "$bin" serve --demo --listen "127.0.0.1:$node_port" --data-dir "$dir/node$n" \
      --database-url "$MERCATO_TEST_POSTGRES_URL" >"$dir/node$n.log" 2>&1 &
  pids+=($!)
  servers+="  server node$n 127.0.0.1:$node_port check"$'\n'
  sleep 1
done

python3 - "$dir/haproxy.cfg" "127.0.0.1:$port" "$servers" <<'PY'
import sys
template = open('scripts/cluster/haproxy.cfg.in').read()
open(sys.argv[1], 'w').write(template.replace('{bind}', sys.argv[2]).replace('{servers}', sys.argv[3]))
PY
haproxy -db -f "$dir/haproxy.cfg" &
pids+=($!)
echo "three nodes behind HAProxy on http://127.0.0.1:$port/h5/ (logs in $dir); Ctrl-C stops them"
wait
