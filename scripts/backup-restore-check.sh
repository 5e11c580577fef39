#!/usr/bin/env bash
# Backup and restore, tested end to end (docs/deploy.md "Copias de seguridad"):
#   1. a fresh database, seeded by the app itself (demo catalogue), the products counted through the API;
#   2. pg_dump -Fc of it (the same command as the nightly cron);
#   3. pg_restore into a new, empty database;
#   4. the app started on the restored database must show the same products and let admin log in.
# Needs PostgreSQL client tools of the server's major version (pg_dump, pg_restore, createdb, dropdb).
#   PGURL  server to use (default postgres://postgres@127.0.0.1:5432), PORT_BASE (default 3420).
set -euo pipefail
cd "$(dirname "$0")/.."

PGURL="${PGURL:-postgres://postgres@127.0.0.1:5432}"
PORT_BASE="${PORT_BASE:-3420}"
SUFFIX="$$_$(date +%s)"
SOURCE="mayorista_backup_src_${SUFFIX}"
RESTORED="mayorista_backup_dst_${SUFFIX}"
WORK="$(mktemp -d)"
DUMP="${WORK}/mayorista.dump"
APP_PID=""

cleanup() {
  if [ -n "$APP_PID" ]; then kill -TERM "$APP_PID" 2>/dev/null || true; wait "$APP_PID" 2>/dev/null || true; fi
  dropdb --if-exists --force --maintenance-db="${PGURL}/postgres" "$SOURCE" || true
  dropdb --if-exists --force --maintenance-db="${PGURL}/postgres" "$RESTORED" || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# Starts the app on database $1, port $2; waits until it answers.
start_app() {
  DATABASE_URL="${PGURL}/$1" PORT="$2" HOST=127.0.0.1 JOBS=off LOG_LEVEL=warn \
    DATA_DIR="${WORK}/data-$2" node --import tsx apps/server/src/main.ts >"${WORK}/app-$2.log" 2>&1 &
  APP_PID=$!
  for _ in $(seq 1 240); do
    if curl -fsS "http://127.0.0.1:$2/api/categories/" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$APP_PID" 2>/dev/null; then cat "${WORK}/app-$2.log"; echo "La aplicación no arrancó." >&2; exit 1; fi
    sleep 0.5
  done
  cat "${WORK}/app-$2.log"
  echo "La aplicación no respondió en 120 s." >&2
  exit 1
}

stop_app() {
  kill -TERM "$APP_PID"
  wait "$APP_PID" || true
  APP_PID=""
}

# "<count> <first names>" of the catalogue as an anonymous visitor sees it.
catalogue() {
  curl -fsS "http://127.0.0.1:$1/api/products/?page_size=100&sort_by=name" |
    node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const j=JSON.parse(s);console.log(j.count, j.results.slice(0,3).map((p)=>p.name).join(" | "))})'
}

echo "1. Base de origen ${SOURCE}, cargada por la aplicación (catálogo demo)..."
createdb --maintenance-db="${PGURL}/postgres" "$SOURCE"
start_app "$SOURCE" "$PORT_BASE"
BEFORE="$(catalogue "$PORT_BASE")"
echo "   Productos: ${BEFORE}"
stop_app

echo "2. pg_dump -Fc..."
pg_dump --format=custom --no-owner --file="$DUMP" "${PGURL}/${SOURCE}"
echo "   $(du -h "$DUMP" | cut -f1) en ${DUMP}"

echo "3. Restauración en una base nueva ${RESTORED}..."
createdb --maintenance-db="${PGURL}/postgres" "$RESTORED"
pg_restore --no-owner --exit-on-error --dbname="${PGURL}/${RESTORED}" "$DUMP"

echo "4. La aplicación sobre la base restaurada..."
start_app "$RESTORED" "$((PORT_BASE + 1))"
AFTER="$(catalogue "$((PORT_BASE + 1))")"
echo "   Productos: ${AFTER}"
LOGIN_STATUS="$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"username":"admin","password":"admin1234"}' "http://127.0.0.1:$((PORT_BASE + 1))/api/auth/login/")"
echo "   Ingreso de admin: HTTP ${LOGIN_STATUS}"
stop_app

if [ "$BEFORE" != "$AFTER" ] || [ "${BEFORE%% *}" = "0" ] || [ "$LOGIN_STATUS" != "200" ]; then
  echo "FALLÓ: el catálogo restaurado no coincide o no se pudo ingresar." >&2
  exit 1
fi
echo "Restauración verificada: el mismo catálogo (${AFTER%% *} productos) y el ingreso de admin."
