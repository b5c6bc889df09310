// The schemas of Settings → Password, Email and Sessions: the browser checks with them as people
// type, the actions for real.
import { z } from 'zod'
import { emailField, passwordField } from '#app/utils/validation.ts'
import { checkNewPassword, passwordTyped } from './auth-schemas.ts'

export const PASSWORD_FORM_ID = 'settings-password'
export const EMAIL_FORM_ID = 'settings-email'
/** The form that mails a link setting a first password (an account that signs in with Google), and its intent. */
export const PASSWORD_LINK_FORM_ID = 'settings-password-link'
export const PASSWORD_LINK_INTENT = 'password-link'
/** What the pages that ask for a password say to an account without one (it signs in with Google). */
export const NO_PASSWORD_MESSAGES = {
  none: 'Your account signs in with Google and has no password yet. Set one with the link we can email you to log in with your email as well.',
  close: 'Your account signs in with Google and has no password yet. Set one with the link we can email you, then close the account here.',
  twoFactor: 'Your account signs in with Google and has no password yet. Set one with the link we can email you, then turn this on here.',
  hasOne: 'Your account already has a password. Change it under Settings → Password.',
} as const

export const SESSIONS_FORM_ID = 'settings-sessions'

/** Never sent back to the browser, even after an error. */
export const ACCOUNT_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword']

const CURRENT_REQUIRED = 'Enter your current password'
const CONFIRM_REQUIRED = 'Please confirm your new password'
export const SAME_PASSWORD = 'Choose a password different from your current one.'

const currentPasswordField = () => z.string({ error: CURRENT_REQUIRED }).min(1, CURRENT_REQUIRED).pipe(passwordField())

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPasswordField(),
    password: passwordField(),
    confirmPassword: z.string({ error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED),
  })
  .superRefine(checkNewPassword, passwordTyped)
  .superRefine((value, ctx) => {
    if (value.password && value.password === value.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['password'], message: SAME_PASSWORD })
  })

export const ChangeEmailSchema = z.object({
  newEmail: emailField(),
  currentPassword: currentPasswordField(),
})

export const EndSessionSchema = z.object({
  sessionId: z.string({ error: 'Choose a session to end.' }).min(1, 'Choose a session to end.').max(200, 'Choose a session to end.'),
})
