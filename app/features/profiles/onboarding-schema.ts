// The onboarding wizard's one schema (/onboarding and /get-started): the browser checks with it as
// people type, the action for real. Step 1 (the Next button) checks the role alone.
import { z } from 'zod'
import { lineField, multilineField } from '#app/utils/validation.ts'

export const ONBOARDING_FORM_ID = 'onboarding'

/** The spec's own words (§5 Onboarding, §8 Onboarding). */
export const ONBOARDING_MESSAGES = {
  role: 'Please select your role',
  name: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 120 characters',
  companyTooLong: 'Company must be at most 200 characters',
  signedOut: 'You must be logged in to complete onboarding',
  failed: 'There was an error setting up your profile. Please try again.',
} as const

export const welcomeMessage = (role: OnboardingRole) => `Welcome! Your ${role} profile has been set up.`

/** The roles a person may choose for themselves (spec §5: writer and founder). */
export const ONBOARDING_ROLES = ['writer', 'founder'] as const
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number]

export const ROLE_CHOICES: { value: OnboardingRole; label: string; description: string }[] = [
  { value: 'writer', label: 'Writer', description: 'I create content for founders and executives' },
  { value: 'founder', label: 'Founder / Executive', description: 'I need help with content creation for my brand' },
]

export function isOnboardingRole(value: unknown): value is OnboardingRole {
  return typeof value === 'string' && (ONBOARDING_ROLES as readonly string[]).includes(value)
}

export const OnboardingSchema = z.object({
  role: z.enum(ONBOARDING_ROLES, { error: ONBOARDING_MESSAGES.role }),
  name: lineField().pipe(z.string().min(2, ONBOARDING_MESSAGES.name).max(120, ONBOARDING_MESSAGES.nameTooLong)),
  company: lineField()
    .pipe(z.string().max(200, ONBOARDING_MESSAGES.companyTooLong))
    .transform((value) => value || null),
  bio: multilineField().transform((value) => value || null),
})
export type OnboardingValues = z.output<typeof OnboardingSchema>

/** Step 1 on its own: what the Next button checks. */
export const OnboardingRoleSchema = OnboardingSchema.pick({ role: true })

/** The fields of each step, to tell which step a message belongs to. */
export const STEP_FIELDS = { 1: ['role'], 2: ['name', 'company', 'bio'] } as const
