import { data, redirect } from 'react-router'
import { z } from 'zod'
import { activeRoleHeader } from '#app/utils/active-role.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { ROLE_LABELS } from '#app/utils/permissions.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/switch-role'

const SwitchRoleSchema = z.object({ role: z.enum(['admin', 'writer', 'founder'], { error: 'Choose one of your roles.' }) })

export function loader() {
  return redirect('/dashboard')
}

/** The user menu's role switch: which of their roles' workspace a person sees on /dashboard. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await args.request.formData().catch(() => null)
  const parsed = SwitchRoleSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) throw data('Choose one of your roles.', { status: 400 })
  const { role } = parsed.data
  if (!user.roles.includes(role)) throw data(`You do not have the ${role} role.`, { status: 403 })
  const headers = new Headers({ 'Set-Cookie': await activeRoleHeader(role) })
  return redirectWithToast('/dashboard', { type: 'success', title: `Now viewing as ${ROLE_LABELS[role]}`, id: 'switch-role' }, { headers })
}
