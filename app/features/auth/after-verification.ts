import { safeRedirect } from '#app/utils/validation.ts'

/** The screens that finish setting up an account: a new person sent elsewhere goes to the first. */
const ONBOARDING_PATHS = ['/onboarding', '/get-started', '/writer-onboarding']

/**
 * Where a verified person goes: someone who has not finished onboarding to it (or to the onboarding
 * screen they came from, e.g. writer onboarding), everyone else where they were going, else /dashboard.
 */
export function afterVerification(onboarded: boolean, redirectTo: string | null) {
  const target = safeRedirect(redirectTo)
  if (onboarded) return target
  return ONBOARDING_PATHS.includes(new URL(target, 'http://site.invalid').pathname) ? target : '/onboarding'
}
