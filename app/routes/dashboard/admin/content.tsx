import { data } from 'react-router'
import type { z } from 'zod'
import { BOARD_PATH } from '#app/domain/content-board.ts'
import { CONFIRM_FIELD, CONFIRMED } from '#app/components/ui/confirm.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { backToTab } from '#app/features/admin/same-tab.server.ts'
import { BoardCancelSchema, BOARD_NEW_REQUEST_FORM_ID, DueDateChangeSchema, ReassignSchema } from '#app/features/content/board-schema.ts'
import { changeDueDate } from '#app/features/content/board.server.ts'
import { BoardColumns, BoardFilterForm, FounderPanel, ManagePanel, type BoardActionData } from '#app/features/content/board-ui.tsx'
import { assignRequest, cancelRequest, mayCancelRequest, requestExtraPiece } from '#app/features/content/request-workflow.server.ts'
import { BOARD_CANCEL_CONFIRMATION, ExtraRequestSchema } from '#app/features/content/request-schema.ts'
import { getDb, type Database } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { loadBoardPage } from './content.server.ts'
import type { Route } from './+types/content'

export const meta: Route.MetaFunction = () => pageMeta('Content board', 'Every request and piece of the agency, by state.')

export async function loader(args: Route.LoaderArgs) {
  const admin = requireUserWithPermission(args, 'manage:content')
  return loadBoardPage(getDb(), admin, new URL(args.request.url).searchParams)
}

const DONE = {
  'due-date': 'Due date changed. The writer has been told.',
  reassign: 'Request given to the new writer. They have been told.',
  cancel: 'Request cancelled. Both sides have been told.',
  'new-request': 'Extra request added. The writer has been told.',
} as const
type Intent = keyof typeof DONE
type Outcome = Awaited<ReturnType<typeof changeDueDate>> & { id?: string }

/** One intent: its form checked by its schema, then its one call; a refusal is told on that form. */
async function run<S extends z.ZodType>(
  args: Route.ActionArgs,
  form: FormData,
  name: Intent,
  schema: S,
  change: (value: z.infer<S>) => Promise<Outcome>,
) {
  const submission = parseSubmission(form, schema)
  if (submission.status !== 'success') return data<BoardActionData>({ form: name, result: submission.reply() }, { status: 400 })
  const result = await change(submission.value as z.infer<S>)
  if (!result.ok)
    return data<BoardActionData>({ form: name, result: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
  const back = new URL(backToTab(args.request, BOARD_PATH), 'http://board')
  if (result.id) back.searchParams.set('manage', result.id)
  return redirectWithToast(`${back.pathname}${back.search}`, {
    type: 'success',
    title: DONE[name],
    id: name === 'new-request' ? BOARD_NEW_REQUEST_FORM_ID : 'content-board',
  })
}

/** An unconfirmed cancel changes nothing: one the admin may make is asked about, any other refused as it would be. */
async function askToCancel(db: Database, admin: Actor, form: FormData) {
  const submission = parseSubmission(form, BoardCancelSchema)
  if (submission.status !== 'success') return data<BoardActionData>({ form: 'cancel', result: submission.reply() }, { status: 400 })
  const result = await mayCancelRequest(db, admin, submission.value.id)
  if (!result.ok)
    return data<BoardActionData>({ form: 'cancel', result: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
  const fields = { intent: 'cancel', id: submission.value.id }
  return data<BoardActionData>({ form: 'cancel', confirm: { ...BOARD_CANCEL_CONFIRMATION, fields } })
}

export async function action(args: Route.ActionArgs) {
  const admin = requireUserWithPermission(args, 'manage:content')
  const form = await readFormData(args.request)
  const db = getDb()
  switch (form.get('intent')) {
    case 'due-date':
      return run(args, form, 'due-date', DueDateChangeSchema, (value) => changeDueDate(db, admin, value.id, value))
    case 'reassign':
      return run(args, form, 'reassign', ReassignSchema, (value) => assignRequest(db, admin, value.id, value.writerId))
    case 'cancel':
      if (form.get(CONFIRM_FIELD) !== CONFIRMED) return askToCancel(db, admin, form)
      return run(args, form, 'cancel', BoardCancelSchema, (value) => cancelRequest(db, admin, value.id))
    case 'new-request':
      return run(args, form, 'new-request', ExtraRequestSchema, (value) => requestExtraPiece(db, admin, value))
  }
  return data<BoardActionData>({ form: 'cancel', error: 'Unknown action.' }, { status: 400 })
}

export default function ContentBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, columns, founder, writer, delivery, founderWriters, manage, today } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Content board"
        description="Every request and piece of the agency by state: filter it, open any piece, move a due date, give a request to another writer."
      />
      <NoScriptOutcome />
      <BoardFilterForm filters={filters} founder={founder} writer={writer} />
      {founder.chosen ? (
        <FounderPanel founder={founder.chosen} delivery={delivery} writers={founderWriters} today={today} actionData={actionData} />
      ) : null}
      {manage ? <ManagePanel piece={manage} today={today} actionData={actionData} /> : null}
      <BoardColumns columns={columns} filters={filters} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
