// Settings → Profile: the name, company and bio the onboarding wizard asked for, with its rules.
import { OnboardingSchema } from './onboarding-schema.ts'

export const PROFILE_FORM_ID = 'settings-profile'

export const PROFILE_MESSAGES = {
  saved: 'Profile saved',
  failed: 'Your profile could not be saved. Please try again.',
} as const

export const AccountProfileSchema = OnboardingSchema.pick({ name: true, company: true, bio: true })
export type AccountProfileValues = (typeof AccountProfileSchema)['_output']
