// Accounts that sign in with Google have no password until they set one. Closing the account and
// turning on two-factor sign-in ask for a password, so those pages offer, in place of their form, a
// link by mail that sets one (Better Auth's reset link creates the missing password sign-in).
import type { SubmissionResult } from '@conform-to/react'
import { and, eq, isNotNull } from 'drizzle-orm'
import { data } from 'react-router'
import { account } from '#db/schema/auth.ts'
import { RESET_EXPIRES_SECONDS } from '#app/utils/auth.server.ts'
import { getDb, type Database } from '#app/utils/db.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NO_PASSWORD_MESSAGES, PASSWORD_LINK_FORM_ID, PASSWORD_LINK_INTENT } from './account-schemas.ts'
import { requestPasswordReset } from './password-reset.server.ts'
import type { AuthOutcome } from './auth-outcome.server.ts'

/** Whether the person can sign in with a password (a credential sign-in method with one set). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1)
  return row !== undefined
}

/**
 * Mails the signed-in person a link that sets their first password, within the forgotten-password
 * limits. Refused for an account that has one: the password page changes it.
 */
export async function mailPasswordSetupLink(db: Database, request: Request, person: { id: string; email: string }): Promise<AuthOutcome> {
  if (await hasPassword(db, person.id)) return { ok: false, status: 409, message: NO_PASSWORD_MESSAGES.hasOne }
  return requestPasswordReset(request, person.email)
}

export type PasswordLinkActionData = { intent: typeof PASSWORD_LINK_INTENT; result: SubmissionResult<string[]> }

/**
 * A settings page's answer to its `password-link` intent: back to the page with a toast saying where
 * the link went, or the refusal for SetPasswordLink to show (429 with Retry-After when too many).
 */
export async function answerPasswordLink(request: Request, person: { id: string; email: string }, page: string) {
  const outcome = await mailPasswordSetupLink(getDb(), request, person)
  if (outcome.ok)
    return redirectWithToast(page, {
      type: 'success',
      title: 'Check your email',
      description: `We sent a link that sets your password to ${person.email}. It works for ${RESET_EXPIRES_SECONDS / 60} minutes.`,
      id: PASSWORD_LINK_FORM_ID,
    })
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
  return data<PasswordLinkActionData>(
    { intent: PASSWORD_LINK_INTENT, result: { status: 'error', error: { '': [outcome.message] } } },
    { status: outcome.status, headers },
  )
}
