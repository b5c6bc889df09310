// Every provider's webhook goes through here: the provider verifies the signature on the raw body
// and re-reads the truth; then, in one transaction, the event id is recorded (a replay changes
// nothing) and its events applied. A forged or stale signature gets 400 and changes nothing.
import { webhookEvents } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { applyProviderEvent } from './fulfilment.server.ts'
import { EventNotReady, WebhookRejected, type ProviderId, type VerifiedWebhook } from './providers/provider.ts'
import { getPaymentProvider } from './providers/registry.server.ts'

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export async function handleProviderWebhook(db: Database, providerId: string, request: Request): Promise<Response> {
  const provider = getPaymentProvider(providerId)
  if (!provider) return json(404, { error: 'No such payment provider is configured.' })
  const rawBody = await request.text()
  let webhook
  try {
    webhook = await provider.readWebhook(rawBody, request.headers)
  } catch (error) {
    if (error instanceof WebhookRejected) {
      logger.warn({ provider: provider.id, reason: error.message }, 'webhook refused')
      return json(400, { error: `Webhook refused: ${error.message}` })
    }
    // The signature held but the provider could not be asked for the truth: let it send again.
    logger.error({ err: error, provider: provider.id }, 'webhook could not be confirmed with the provider')
    return json(503, { error: 'Could not confirm the event with the provider; send it again later.' })
  }
  try {
    const applied = await db.transaction((tx) => recordAndApply(tx, provider.id, webhook))
    logger.info({ provider: provider.id, eventId: webhook.eventId, type: webhook.eventType, duplicate: !applied }, 'webhook handled')
    return json(200, { received: true, duplicate: !applied })
  } catch (error) {
    if (error instanceof EventNotReady) return json(409, { error: `${error.message}; send it again later.` })
    logger.error({ err: error, provider: provider.id, eventId: webhook.eventId }, 'webhook could not be applied')
    return json(503, { error: 'The event could not be applied; send it again later.' })
  }
}

/** Records the event's id (false when it was recorded before: a replay) and applies its events, in the caller's transaction. */
async function recordAndApply(tx: Database, providerId: ProviderId, webhook: VerifiedWebhook): Promise<boolean> {
  const [event] = await tx
    .insert(webhookEvents)
    .values({
      provider: providerId,
      eventId: webhook.eventId,
      eventType: webhook.eventType,
      payload: webhook.payload as object,
      processedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  if (!event) return false
  for (const providerEvent of webhook.events) await applyProviderEvent(tx, providerId, providerEvent)
  return true
}
