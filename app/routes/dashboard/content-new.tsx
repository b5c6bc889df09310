import { data, Link } from 'react-router'
import { listContentFor } from '#app/features/content/content.server.ts'
import { DueDate } from '#app/features/content/content-ui.tsx'
import { TYPE_LABELS } from '#app/domain/content.ts'
import { listActiveFoundersFor } from '#app/features/assignments/assignments.server.ts'
import { NewSubmissionSchema } from '#app/features/content/content-schema.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { createPiece, piecePath } from '#app/features/content/content-workflow.server.ts'
import { PIECE_FORM_ID, PieceForm, pieceFormReply, type PieceActionData } from '#app/features/content/piece-form.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { keepInputOnFailure } from '#app/utils/keep-input.ts'
import type { Route } from './+types/content-new'

export const meta: Route.MetaFunction = () => pageMeta('New submission', 'Write a piece for a founder you are assigned to.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'create:content:own')
  const [assignments, requests] = await Promise.all([
    listActiveFoundersFor(getDb(), user),
    listContentFor(getDb(), user, { as: 'writer', status: 'requested', limit: 20 }),
  ])
  return {
    requests: requests.map((row) => ({
      id: row.id,
      title: row.title,
      contentType: row.contentType,
      founderName: row.founderName,
      dueDate: row.dueDate,
    })),
    founders: assignments.map((row) => ({
      id: row.founderId,
      name: [row.founder?.name ?? 'Unnamed founder', row.founder?.company].filter(Boolean).join(' · '),
    })),
  }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'create:content:own')
  const form = await readFormData(args.request)
  const submission = parseSubmission(form, NewSubmissionSchema)
  switch (form.get('intent')) {
    case 'save-draft':
    case 'submit': {
      if (submission.status !== 'success') return data<PieceActionData>({ result: pieceFormReply(submission, form) }, { status: 400 })
      const { intent, ...input } = submission.value
      const result = await createPiece(getDb(), user, { ...input, submit: intent === 'submit' })
      if (!result.ok)
        return data<PieceActionData>(
          { result: pieceFormReply(submission, form, { formErrors: [result.message] }) },
          { status: result.status },
        )
      return redirectWithToast(piecePath(result.id), {
        type: 'success',
        title: intent === 'submit' ? 'Submitted for review. The founder has been told.' : 'Draft saved. Only you can see it.',
        id: PIECE_FORM_ID,
      })
    }
  }
  return data<PieceActionData>(
    { result: pieceFormReply(submission, form, { formErrors: ['Choose Save as draft or Submit for review.'] }) },
    { status: 400 },
  )
}

/** With JavaScript: a request that gets no answer (a 503, a dropped connection) keeps what was typed (docs/forms.md). */
export const clientAction = (args: Route.ClientActionArgs) => keepInputOnFailure<PieceActionData>(args)

export default function NewSubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { founders, requests } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="New submission" description="Write in Markdown; the preview shows what the founder will read." />
      {requests.length > 0 ? (
        <section className="card space-y-3" aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="font-display text-xl font-black">
            Start from a request
          </h2>
          <ul className="divide-y divide-ink/10">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="open-request">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-bold break-words">{request.title}</p>
                  <p className="text-sm text-ink-soft">
                    {TYPE_LABELS[request.contentType]} for {request.founderName}
                  </p>
                </div>
                <DueDate dueDate={request.dueDate} status="requested" />
                <Link to={`/dashboard/content/${request.id}/edit`} className="btn-primary btn-sm">
                  Start writing<span className="sr-only"> {request.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-soft">Or write a piece of your own for a founder you are paired with, below.</p>
        </section>
      ) : null}
      {founders.length === 0 ? (
        <p className="card text-ink-soft" role="status">
          You have no active assignment yet. When an admin pairs you with a founder, you can write for them here.
        </p>
      ) : (
        <div className="card sm:p-8">
          <PieceForm mode="new" founders={founders} actionData={actionData} />
        </div>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
