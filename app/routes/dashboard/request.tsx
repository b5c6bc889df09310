import { data, Link } from 'react-router'
import { RequestForm, type RequestActionData } from '#app/features/content/request-form.tsx'
import { piecePath } from '#app/features/content/content-workflow.server.ts'
import { requestPiece } from '#app/features/content/request-workflow.server.ts'
import { REQUEST_FORM_ID, RequestPieceSchema } from '#app/features/content/request-schema.ts'
import { dateText } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { keepInputOnFailure } from '#app/utils/keep-input.ts'
import { loadRequestPage } from './request.server.ts'
import type { Route } from './+types/request'

export const meta: Route.MetaFunction = () => pageMeta('Request a piece', 'Ask your writer for an article, a post or a session.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'review:content:own')
  return loadRequestPage(getDb(), user)
}

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'review:content:own')
  const submission = parseSubmission(await readFormData(args.request), RequestPieceSchema)
  if (submission.status !== 'success') return data<RequestActionData>({ result: submission.reply() }, { status: 400 })
  const result = await requestPiece(getDb(), user, submission.value)
  if (!result.ok) {
    const reply = submission.reply({
      formErrors: [result.message],
      ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
    })
    return data<RequestActionData>({ result: reply }, { status: result.status })
  }
  return redirectWithToast(piecePath(result.id), {
    type: 'success',
    title: 'Request sent. Your writer has been told.',
    id: REQUEST_FORM_ID,
  })
}

/** With JavaScript: a request that gets no answer (a 503, a dropped connection) keeps what was typed (docs/forms.md). */
export const clientAction = (args: Route.ClientActionArgs) => keepInputOnFailure<RequestActionData>(args)

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { allowance, writers, today } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Request a piece" description="Tell your writer what you need; the due date follows your plan's turnaround." />
      {allowance === null ? (
        <EmptyState title="No active plan">
          <p>Requests come with a plan: choose one to get articles, posts and sessions every month.</p>
          <Link to="/pricing" className="btn-primary mt-3">
            See plans
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="card sm:p-8">
            <RequestForm writers={writers} choices={allowance.choices} today={today} actionData={actionData} />
          </div>
          <aside className="card h-fit" aria-labelledby="month-heading" data-testid="request-allowance">
            <h2 id="month-heading" className="font-display text-xl font-black">
              This month
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              {allowance.planName} plan · {dateText(allowance.monthStart)} – {dateText(allowance.nextMonthStart)}
            </p>
            <ul className="mt-4 space-y-2 text-sm">
              {allowance.lines.map((line) => (
                <li key={line.type} className="flex justify-between gap-3">
                  <span className="font-semibold">{line.label}</span>
                  <span className={line.over ? 'font-bold text-shock-ink' : 'text-ink-soft'}>{line.text}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-soft">
              Due {allowance.turnaroundDays} business {allowance.turnaroundDays === 1 ? 'day' : 'days'} after you ask. The next month starts{' '}
              {dateText(allowance.nextMonthStart)}.
            </p>
          </aside>
        </div>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
