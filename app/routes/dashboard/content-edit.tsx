import { data, Link } from 'react-router'
import { getContentFor } from '#app/features/content/content.server.ts'
import { RequestBrief } from '#app/features/content/request-brief.tsx'
import { EditSubmissionSchema } from '#app/features/content/content-schema.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { piecePath, updatePiece } from '#app/features/content/content-workflow.server.ts'
import { PIECE_FORM_ID, PieceForm, pieceFormReply, type PieceActionData } from '#app/features/content/piece-form.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { keepInputOnFailure } from '#app/utils/keep-input.ts'
import type { Route } from './+types/content-edit'

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData?.mode === 'revise' ? 'Revise' : loaderData?.starting ? 'Start writing' : 'Edit draft', 'Edit a piece of content.')

/**
 * The writer's own draft, a request given to them (which saving or submitting starts), or a piece sent
 * back to them; anything else is not theirs to edit here.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'create:content:own')
  const piece = await getContentFor(getDb(), user, args.params.id)
  if (!piece || piece.writerId !== user.id) throw data(null, { status: 404 })
  return {
    id: piece.id,
    // Submitted and not sent back: nothing to edit (its page says where it stands).
    mode:
      piece.status === 'draft' || piece.status === 'requested'
        ? ('draft' as const)
        : piece.status === 'rejected'
          ? ('revise' as const)
          : ('locked' as const),
    starting: piece.status === 'requested',
    request: piece.requestedAt
      ? { briefHtml: piece.briefHtml ?? '', dueDate: piece.dueDate, status: piece.status, wantedBy: piece.wantedBy }
      : null,
    founderName: piece.founderName,
    feedback: piece.feedback,
    defaults: { title: piece.title, contentType: piece.contentType, body: piece.body, plannedPublishDate: piece.plannedPublishDate },
    savedHtml: piece.bodyHtml,
  }
}

const DONE = {
  'save-draft': 'Draft saved. Only you can see it.',
  submit: 'Submitted for review. The founder has been told.',
  revise: 'Revision sent. The founder has been told.',
} as const

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'create:content:own')
  const form = await readFormData(args.request)
  const submission = parseSubmission(form, EditSubmissionSchema)
  switch (form.get('intent')) {
    case 'save-draft':
    case 'submit':
    case 'revise': {
      if (submission.status !== 'success') return data<PieceActionData>({ result: pieceFormReply(submission, form) }, { status: 400 })
      const { intent, ...input } = submission.value
      const result = await updatePiece(getDb(), user, args.params.id, intent, input)
      if (!result.ok)
        return data<PieceActionData>(
          { result: pieceFormReply(submission, form, { formErrors: [result.message] }) },
          { status: result.status },
        )
      return redirectWithToast(piecePath(args.params.id), { type: 'success', title: DONE[intent], id: PIECE_FORM_ID })
    }
  }
  return data<PieceActionData>(
    { result: pieceFormReply(submission, form, { formErrors: ['Choose how to save the piece.'] }) },
    { status: 400 },
  )
}

/** With JavaScript: a request that gets no answer (a 503, a dropped connection) keeps what was typed (docs/forms.md). */
export const clientAction = (args: Route.ClientActionArgs) => keepInputOnFailure<PieceActionData>(args)

export default function EditPiecePage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, mode, founderName, defaults, savedHtml, feedback, starting, request } = loaderData
  if (mode === 'locked') {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeader
          title="Nothing to edit"
          description="This piece has been submitted: it can be edited again only if the founder requests changes."
        />
        <Link to={`/dashboard/content/${id}`} className="btn-primary">
          Open the piece
        </Link>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={mode === 'revise' ? 'Revise' : starting ? 'Start writing' : 'Edit draft'}
        description={
          mode === 'revise'
            ? `Make the changes ${founderName} asked for, then send it back.`
            : starting
              ? `${founderName} asked for this piece. Save a draft to start it, or submit it when it is ready.`
              : `A draft for ${founderName}: only you can see it.`
        }
      />
      {request ? <RequestBrief request={request} founderName={founderName} /> : null}
      <div className="card sm:p-8">
        <PieceForm mode={mode} defaults={defaults} savedHtml={savedHtml} feedback={feedback} actionData={actionData} />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
