import { data } from 'react-router'
import { CommentSchema, PlannedDateSchema, PublishSchema, RequestChangesSchema } from '#app/features/content/content-schema.ts'
import {
  addComment,
  decidePiece,
  markPublished,
  piecePath,
  setPlannedDate,
  type Refusal,
} from '#app/features/content/content-workflow.server.ts'
import { cancelRequest, mayCancelRequest } from '#app/features/content/request-workflow.server.ts'
import { CANCEL_REQUEST_CONFIRMATION } from '#app/features/content/request-schema.ts'
import { CONFIRM_FIELD, CONFIRMED } from '#app/components/ui/confirm.tsx'
import { BrandProfileSummary } from '#app/features/profiles/brand-profile-summary.tsx'
import { PieceView, type PieceActionData, type PieceForms } from '#app/features/content/piece-view.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser, requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { loadPieceForReader } from './content-piece.server.ts'
import type { Route } from './+types/content-piece'

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData?.piece.title ?? 'Content', 'A piece of content, its history and its comments.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const page = await loadPieceForReader(getDb(), user, args.params.id)
  if (!page) throw data(null, { status: 404 })
  return page
}

const SCHEMAS = { 'request-changes': RequestChangesSchema, comment: CommentSchema, 'set-date': PlannedDateSchema, publish: PublishSchema }

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  const intent = String(form.get('intent') ?? '')
  const id = args.params.id
  const db = getDb()
  const done = (title: string) => redirectWithToast(piecePath(id), { type: 'success', title, id: 'content-piece' })
  /** A form's fields checked by its schema; a refusal of the whole change is told on that form. */
  const run = async <K extends PieceForms>(name: K, change: (value: never) => Promise<{ ok: true } | Refusal>, success: string) => {
    const submission = parseSubmission(form, SCHEMAS[name])
    if (submission.status !== 'success') return data<PieceActionData>({ form: name, result: submission.reply() }, { status: 400 })
    const result = await change(submission.value as never)
    if (!result.ok)
      return data<PieceActionData>({ form: name, result: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
    return done(success)
  }
  switch (intent) {
    case 'approve': {
      requireUserWithPermission(args, 'review:content:own')
      const result = await decidePiece(db, user, id, { kind: 'approve' })
      if (!result.ok) return data<PieceActionData>({ form: 'approve', error: result.message }, { status: result.status })
      return done('Approved. Your writer has been told.')
    }
    case 'request-changes': {
      requireUserWithPermission(args, 'review:content:own')
      return run(
        'request-changes',
        (value: { feedback: string }) => decidePiece(db, user, id, { kind: 'request-changes', feedback: value.feedback }),
        'Changes requested. Your writer has been told.',
      )
    }
    case 'cancel': {
      const confirmed = form.get(CONFIRM_FIELD) === CONFIRMED
      const result = confirmed ? await cancelRequest(db, user, id) : await mayCancelRequest(db, user, id)
      if (!result.ok) return data<PieceActionData>({ form: 'cancel', error: result.message }, { status: result.status })
      if (!confirmed)
        return data<PieceActionData>({ form: 'cancel', confirm: { ...CANCEL_REQUEST_CONFIRMATION, fields: { intent: 'cancel' } } })
      return done('Request cancelled.')
    }
    case 'comment':
      return run('comment', (value: { comment: string }) => addComment(db, user, id, value.comment), 'Comment posted')
    case 'set-date':
      return run(
        'set-date',
        (value: { plannedPublishDate: string | null }) => setPlannedDate(db, user, id, value.plannedPublishDate),
        'Planned date saved',
      )
    case 'publish': {
      requireUserWithPermission(args, 'review:content:own')
      return run('publish', (value: { publishedUrl: string }) => markPublished(db, user, id, value.publishedUrl), 'Marked as published')
    }
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

export default function ContentPiecePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PieceView
      data={loaderData}
      actionData={actionData && 'form' in actionData ? actionData : undefined}
      brandProfile={<BrandProfileSummary profile={loaderData.brandProfile} founderName={loaderData.piece.founderName} />}
    />
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
