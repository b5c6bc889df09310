import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { countWebhook } from '#app/utils/metrics.server.ts'
import type { Route } from './+types/webhooks'

// POST /api/webhooks/{stripe|phonepe|sandbox}: the provider's signed event, handed as it came to its
// provider module, which verifies it and re-reads the truth (app/features/billing/webhooks.server.ts).

export function loader() {
  return Response.json({ error: 'Method not allowed. Providers POST their events here.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader()
  const response = await handleProviderWebhook(getDb(), params.provider, request)
  countWebhook(params.provider, response.status)
  return response
}
