// The admin subscriptions list's filters, read from the URL (a GET form: every view is a link and
// works without JavaScript). Bad values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses.
import '#app/utils/validation.ts'
import { plans } from '#app/domain/plans.ts'
import { SUBSCRIPTION_STATES } from '#app/domain/subscription-metrics.ts'
import { choiceField, pageField, readFilters, searchField } from '#app/domain/list-filters.ts'

export const SUBSCRIPTIONS_PAGE_SIZE = 25

export const PLAN_OPTIONS = plans.map((plan) => [plan.slug, plan.name] as const)
export const PERIOD_OPTIONS = [
  ['monthly', 'Monthly'],
  ['yearly', 'Yearly'],
] as const
export const CURRENCY_OPTIONS = ['USD', 'INR'] as const

const slugs = PLAN_OPTIONS.map(([slug]) => slug) as [string, ...string[]]

export const SubscriptionFiltersSchema = z.object({
  state: choiceField(SUBSCRIPTION_STATES, 'Status'),
  plan: choiceField(slugs, 'Plan'),
  currency: choiceField(CURRENCY_OPTIONS, 'Currency'),
  period: choiceField(['monthly', 'yearly'] as const, 'Period'),
  q: searchField(),
  page: pageField(),
})

export type SubscriptionFilters = z.output<typeof SubscriptionFiltersSchema>

const FILTER_KEYS = ['state', 'plan', 'currency', 'period', 'q', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseSubscriptionFilters(params: URLSearchParams) {
  return readFilters(SubscriptionFiltersSchema, FILTER_KEYS, params)
}
