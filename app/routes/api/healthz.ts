/** The process is up. The production server answers GET /healthz itself, before the router (server/index.ts); this route serves development and other methods. */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
