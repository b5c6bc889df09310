import { data, useSearchParams } from 'react-router'
import { Pager } from '#app/components/ui/pager.tsx'
import { backToTab } from '#app/features/admin/same-tab.server.ts'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { ActionError } from '#app/features/admin/admin-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { findPersonName, grantUserRole, removeUserRole } from '#app/features/users/manage-roles.server.ts'
import { grantAdminConfirmation, ROLE_MESSAGES, RoleChangeSchema } from '#app/features/users/role-schema.ts'
import { reactivateUser, suspendUser } from '#app/features/users/suspend-user.server.ts'
import { ReactivateSchema, SuspendSchema } from '#app/features/users/suspension-schema.ts'
import { ConfirmStep } from '#app/components/ui/confirm.tsx'
import { parsePage } from '#app/domain/pagination.ts'
import { cleanQuery, getUserDetail, parseUserStatus, searchUsers } from '#app/features/users/search-people.server.ts'
import { UserRolesPanel, UserSearchList } from '#app/features/users/user-roles-panel.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/users'

export const meta: Route.MetaFunction = () =>
  pageMeta('Users & roles', 'Find people, see their profiles, grant or remove roles, and suspend accounts.')

export async function loader(args: Route.LoaderArgs) {
  const me = requireUserWithPermission(args, 'manage:users')
  const params = new URL(args.request.url).searchParams
  const db = getDb()
  const selectedId = params.get('user')
  const [list, selected] = await Promise.all([
    searchUsers(db, { q: cleanQuery(params.get('q')), page: parsePage(params.get('page')), status: parseUserStatus(params.get('status')) }),
    selectedId ? getUserDetail(db, selectedId) : null,
  ])
  if (selectedId && !selected) throw data('That person does not exist.', { status: 404 })
  return { ...list, selected, me: me.id }
}

const ROLE_TOAST = 'user-roles'
const SUSPEND_TOAST = 'user-access'

export async function action(args: Route.ActionArgs) {
  const me = requireUserWithPermission(args, 'manage:users')
  const form = await readFormData(args.request)
  switch (form.get('intent')) {
    case 'grant-role':
    case 'remove-role': {
      const submission = parseSubmission(form, RoleChangeSchema)
      if (submission.status !== 'success') {
        const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Choose a person and a role.'
        return data({ error: message }, { status: 400 })
      }
      const { intent, userId, role, confirm } = submission.value
      if (intent === 'grant-role' && role === 'admin' && !confirm) {
        const name = await findPersonName(getDb(), userId)
        if (name === null) return data({ error: ROLE_MESSAGES.noSuchUser }, { status: 404 })
        return { confirm: { ...grantAdminConfirmation(name), fields: { intent, userId, role } } }
      }
      const result =
        intent === 'grant-role' ? await grantUserRole(getDb(), me, userId, role) : await removeUserRole(getDb(), me, userId, role)
      return answer(args.request, result, ROLE_TOAST)
    }
    case 'suspend': {
      const submission = parseSubmission(form, SuspendSchema)
      if (submission.status !== 'success') return data({ suspendResult: submission.reply() }, { status: 400 })
      const { userId, reason } = submission.value
      const result = await suspendUser(getDb(), me, userId, reason)
      if (!result.ok) return data({ suspendResult: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
      return answer(args.request, result, SUSPEND_TOAST)
    }
    case 'reactivate': {
      const submission = parseSubmission(form, ReactivateSchema)
      if (submission.status !== 'success') return data({ error: 'Choose a person first.' }, { status: 400 })
      return answer(args.request, await reactivateUser(getDb(), me, submission.value.userId), SUSPEND_TOAST)
    }
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

/** A change's outcome: back to the page with a toast, or the refusal with its status. */
function answer(request: Request, result: { ok: true; message: string } | { ok: false; status: number; message: string }, id: string) {
  if (!result.ok) return data({ error: result.message }, { status: result.status })
  return redirectWithToast(backToTab(request, '/dashboard/admin/users'), { type: 'success', title: result.message, id })
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, page, hasMore, selected, me } = loaderData
  const [params] = useSearchParams()
  const backTo = `/dashboard/admin/users${params.size > 0 ? `?${params}` : ''}`
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Users & roles"
        description="Find people by name, e-mail or company; grant or remove writer, founder and admin; suspend or reactivate an account."
      />
      <NoScriptOutcome />
      <ActionError error={actionData && 'error' in actionData ? actionData.error : undefined} title="Not changed" />
      {actionData && 'confirm' in actionData ? <ConfirmStep request={actionData.confirm} cancelTo={backTo} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section aria-label="People" className="card">
          <UserSearchList users={users} selectedId={selected?.id ?? null} />
          <Pager page={page} hasMore={hasMore} label="User pages" newer="Previous" older="Next" preventScrollReset />
        </section>
        <section
          aria-labelledby={selected ? 'user-detail-heading' : undefined}
          aria-label={selected ? undefined : 'Person'}
          className={`card ${selected ? 'order-first lg:order-none' : ''}`}
        >
          {selected ? (
            <UserRolesPanel person={selected} me={me} actionData={actionData && 'suspendResult' in actionData ? actionData : undefined} />
          ) : (
            <p className="text-ink-soft">Choose a person to see their profile and roles.</p>
          )}
        </section>
      </div>
    </div>
  )
}
