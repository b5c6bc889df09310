// Closing an account meets three areas: the password (auth), the plan (billing) and the account itself.
import { closeAccount, passwordIsRight } from '#app/features/account/close-account.server.ts'
import { signOut } from '#app/features/auth/sign-in.server.ts'
import { countFailedCode } from '#app/features/auth/two-factor.server.ts'
import { hasPassword } from '#app/features/auth/password-setup.server.ts'
import { NO_PASSWORD_MESSAGES } from '#app/features/auth/account-schemas.ts'
import { setCancelAtPeriodEnd } from '#app/features/billing/billing-account.server.ts'
import { getDb } from '#app/utils/db.server.ts'

export type CloseOutcome = { ok: true; headers: Headers } | { ok: false; status: number; message: string }

/**
 * The password first (a wrong one counts like a wrong sign-in; an account without one is told how to
 * set it), then any plan stops renewing at the
 * provider (it runs to the end of the period already paid), then the account closes (every session
 * with it) and this browser's session cookie is cleared.
 */
export async function closeOwnAccount(request: Request, person: { id: string; email: string }, password: string): Promise<CloseOutcome> {
  const db = getDb()
  if (!(await hasPassword(db, person.id))) return { ok: false, status: 409, message: NO_PASSWORD_MESSAGES.close }
  if (!(await passwordIsRight(request, password))) {
    await countFailedCode(request, person.email)
    return { ok: false, status: 400, message: 'That password is not right.' }
  }
  const plan = await setCancelAtPeriodEnd(db, person.id, true)
  // 404: no plan to stop. Anything else that failed keeps the account open, to try again.
  if (!plan.ok && plan.status !== 404) return { ok: false, status: plan.status, message: plan.message }
  // Closed first, then this browser's cookie cleared: a close that fails leaves the person signed in to try again.
  await closeAccount(db, person.id)
  return { ok: true, headers: await signOut(request) }
}
