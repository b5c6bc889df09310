import { data } from 'react-router'
import { AssignWriterForm, type AssignActionData } from '#app/features/admin/assign-writer-form.tsx'
import { ActiveAssignments } from '#app/features/admin/active-assignments.tsx'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { ConfirmStep } from '#app/components/ui/confirm.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { backToTab } from '#app/features/admin/same-tab.server.ts'
import {
  ASSIGN_FORM_ID,
  AssignSchema,
  MISSING_PAIR,
  RemoveAssignmentSchema,
  removalConfirmation,
} from '#app/features/admin/assignment-schema.ts'
import { ASSIGNMENT_MESSAGES, activePairingNames, removeAssignment } from '#app/features/assignments/manage-assignments.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { assignWriter, loadAssignmentsPage } from './assignments.server.ts'
import type { Route } from './+types/assignments'

export const meta: Route.MetaFunction = () => pageMeta('Writer Assignments', 'Pair writers with founders and end pairings.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'assign:writer')
  return loadAssignmentsPage(getDb(), new URL(args.request.url).searchParams)
}

const REMOVE_TOAST = 'remove-assignment'

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'assign:writer')
  const form = await readFormData(args.request)
  const db = getDb()
  switch (form.get('intent')) {
    case 'assign': {
      const submission = parseSubmission(form, AssignSchema)
      if (submission.status !== 'success') {
        return data<AssignActionData>({ result: submission.reply({ formErrors: [MISSING_PAIR] }) }, { status: 400 })
      }
      const result = await assignWriter(db, user, { ...submission.value, baseUrl: getEnv().baseUrl })
      if (!result.ok) {
        const message = `${ASSIGNMENT_MESSAGES.assignFailed}. ${result.message}`
        const reply = submission.reply({
          formErrors: [message],
          ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
        })
        return data<AssignActionData>({ result: reply }, { status: result.status })
      }
      return redirectWithToast('/dashboard/admin/assignments', {
        type: 'success',
        title: ASSIGNMENT_MESSAGES.assigned,
        description: 'Both have been e-mailed and notified.',
        id: ASSIGN_FORM_ID,
      })
    }
    case 'remove': {
      const submission = parseSubmission(form, RemoveAssignmentSchema)
      if (submission.status !== 'success') return data<AssignActionData>({ error: 'That assignment does not exist.' }, { status: 404 })
      const { assignmentId, confirm } = submission.value
      if (!confirm) {
        const names = await activePairingNames(db, assignmentId)
        if (names) return data<AssignActionData>({ confirm: { ...removalConfirmation(names), fields: { intent: 'remove', assignmentId } } })
      }
      const result = await removeAssignment(db, user, assignmentId)
      if (!result.ok) return data<AssignActionData>({ error: result.message }, { status: result.status })
      return redirectWithToast(backToTab(args.request, '/dashboard/admin/assignments'), {
        type: 'success',
        title: result.message,
        id: REMOVE_TOAST,
      })
    }
  }
  return data<AssignActionData>({ error: 'Unknown action.' }, { status: 400 })
}

export default function AssignmentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { founders, writers, active, latest } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader title="Writer Assignments" description="Pair a writer with a founder; both are told by e-mail. Remove ends a pairing." />
      <NoScriptOutcome />
      {actionData?.confirm ? <ConfirmStep request={actionData.confirm} cancelTo="/dashboard/admin/assignments" /> : null}
      <section aria-labelledby="assign-heading" className="card sm:p-8">
        <h2 id="assign-heading" className="font-display text-xl font-black">
          Assign Writer to Founder
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-soft">Search by name, e-mail or company, choose one of each, then Assign Writer.</p>
        <AssignWriterForm founders={founders} writers={writers} actionData={actionData} resetKey={latest ?? 'none'} />
      </section>
      <ActiveAssignments {...active} error={actionData?.error} />
    </div>
  )
}
