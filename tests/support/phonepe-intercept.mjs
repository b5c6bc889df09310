// Preloaded into the BUILT app server by tests only (NODE_OPTIONS=--import …/phonepe-intercept.mjs):
// PhonePe's SDK has its hosts built in, so msw catches the server's requests to them and forwards
// each, path and all, to the test's fake PhonePe at PHONEPE_FAKE_URL (tests/support/fake-phonepe.ts).
// Every other request goes out untouched. Plain JavaScript: Node loads it before any TypeScript tooling.
import { http } from 'msw'
import { setupServer } from 'msw/node'

const target = process.env.PHONEPE_FAKE_URL
if (!target) throw new Error('phonepe-intercept.mjs needs PHONEPE_FAKE_URL (the fake PhonePe the test started)')

const PHONEPE_HOSTS = /^https:\/\/(api-preprod|api|cards)\.phonepe\.com\//

async function forward({ request }) {
  const url = new URL(request.url)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  const headers = new Headers(request.headers)
  headers.delete('host')
  headers.delete('content-length')
  const answer = await fetch(new URL(`${url.pathname}${url.search}`, target), { method: request.method, headers, body })
  return new Response(await answer.arrayBuffer(), {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  })
}

setupServer(http.all(PHONEPE_HOSTS, forward)).listen({ onUnhandledRequest: 'bypass' })
