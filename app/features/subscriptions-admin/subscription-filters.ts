// The admin subscriptions list's filters, read from the URL (a GET form: every view is a link and
// works without JavaScript). Bad values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses.
import '#app/utils/validation.ts'
import { plans } from '#app/domain/plans.ts'
import { SUBSCRIPTION_STATES } from '#app/domain/subscription-metrics.ts'

export const SUBSCRIPTIONS_PAGE_SIZE = 25
const MAX_PAGE = 10_000
/** Longer search text than this is cut: nobody types a 100-character name or e-mail. */
const SEARCH_LIMIT = 100

export const PLAN_OPTIONS = plans.map((plan) => [plan.slug, plan.name] as const)
export const PERIOD_OPTIONS = [
  ['monthly', 'Monthly'],
  ['yearly', 'Yearly'],
] as const
export const CURRENCY_OPTIONS = ['USD', 'INR'] as const

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const choice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.preprocess(blankToUndefined, z.enum(options, { error: `${label} must be one of: ${options.join(', ')}.` }).optional())

const slugs = PLAN_OPTIONS.map(([slug]) => slug) as [string, ...string[]]

export const SubscriptionFiltersSchema = z.object({
  state: choice(SUBSCRIPTION_STATES, 'Status'),
  plan: choice(slugs, 'Plan'),
  currency: choice(CURRENCY_OPTIONS, 'Currency'),
  period: choice(['monthly', 'yearly'] as const, 'Period'),
  q: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .replace(/[\s\p{Cc}]+/gu, ' ')
            .trim()
            .slice(0, SEARCH_LIMIT) || undefined
        : undefined,
    z.string().optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a whole number.' })
      .int('Page must be a whole number.')
      .min(1, 'Page must be 1 or more.')
      .max(MAX_PAGE, 'That page does not exist.')
      .default(1),
  ),
})

export type SubscriptionFilters = z.output<typeof SubscriptionFiltersSchema>

const FILTER_KEYS = ['state', 'plan', 'currency', 'period', 'q', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseSubscriptionFilters(
  params: URLSearchParams,
): { ok: true; filters: SubscriptionFilters } | { ok: false; messages: string[] } {
  const input = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]))
  const result = SubscriptionFiltersSchema.safeParse(input)
  if (result.success) return { ok: true, filters: result.data }
  return { ok: false, messages: [...new Set(result.error.issues.map((issue) => issue.message))] }
}
