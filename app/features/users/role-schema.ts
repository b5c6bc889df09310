// The users & roles page's one form: grant or remove a role (spec §6: admin, writer, founder).
import { z } from 'zod'
import { lineField } from '#app/utils/validation.ts'
import { ROLE_LABELS, type Role } from '#app/utils/permissions.ts'

/** The roles, in the order the page lists them (not imported from the schema: this module reaches the browser). */
export const ROLE_ORDER = ['founder', 'writer', 'admin'] as const satisfies readonly Role[]

export const RoleChangeSchema = z.object({
  intent: z.enum(['grant-role', 'remove-role']),
  userId: lineField().pipe(z.string().regex(/^[\w-]{1,200}$/, 'Choose a person first.')),
  role: z.enum(ROLE_ORDER, { error: `Choose a role: ${ROLE_ORDER.map((role) => ROLE_LABELS[role]).join(', ')}.` }),
  /** 'yes' once the admin confirmed granting admin (the dialog, or the confirmation step without JavaScript). */
  confirm: z.literal('yes').optional(),
})

/** Granting admin asks first (the dialog, and the step without JavaScript). */
export const grantAdminConfirmation = (name: string) => ({
  question: `Grant admin to ${name}?`,
  details: 'Admins see every account and can change prices, refund payments, manage roles and suspend people.',
  confirmLabel: 'Grant admin',
})
export type RoleChange = z.output<typeof RoleChangeSchema>

export const ROLE_MESSAGES = {
  granted: (name: string, role: string) => `${name} is now ${role === 'admin' ? 'an' : 'a'} ${role}`,
  removed: (name: string, role: string) => `${name} is no longer ${role === 'admin' ? 'an' : 'a'} ${role}`,
  already: (name: string, role: string) => `${name} is already ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  notHeld: (name: string, role: string) => `${name} is not ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  ownAdmin: 'You cannot remove your own admin role. Ask another admin to do it.',
  lastAdmin: 'This is the last admin: grant the admin role to someone else before removing it.',
  noSuchUser: 'That person does not exist.',
} as const
