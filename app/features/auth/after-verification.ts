import { safeRedirect } from '#app/utils/validation.ts'

/** The screens that finish setting up an account: a new person sent elsewhere goes to the first. */
const ONBOARDING_PATHS = ['/onboarding', '/get-started', '/writer-onboarding']

/** A plan chosen before signing up: buying comes first, and the thank-you page leads on to onboarding. */
const CHECKOUT_PATH = /^\/checkout\/[^/]+$/

/**
 * Where a verified person goes: someone who has not finished onboarding to it (or to the onboarding
 * screen they came from, e.g. writer onboarding, or to the checkout of the plan they chose), everyone
 * else where they were going, else /dashboard.
 */
export function afterVerification(onboarded: boolean, redirectTo: string | null) {
  const target = safeRedirect(redirectTo)
  if (onboarded) return target
  const { pathname } = new URL(target, 'http://site.invalid')
  return ONBOARDING_PATHS.includes(pathname) || CHECKOUT_PATH.test(pathname) ? target : '/onboarding'
}
