import { useForm } from '@conform-to/react'
import { data, Form, Link, redirect } from 'react-router'
import { readActionLink } from '#app/features/content/action-link.server.ts'
import { RequestChangesSchema, NOTE_MAX } from '#app/features/content/content-schema.ts'
import { PROSE } from '#app/features/content/content-ui.tsx'
import { decideByToken } from '#app/features/content/content-workflow.server.ts'
import { FormAlert, TextareaFormField, useIsSubmitting } from '#app/components/forms.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import type { Route } from './+types/content-action'

// A review link from a submission mail, for founders who never sign in. Opening it (GET) changes
// nothing — mail scanners follow links — it shows the piece and asks to confirm; the POST decides,
// once. A used, expired or out-of-date link says so and changes nothing.

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Review a piece', 'Approve a piece or request changes.'),
  { name: 'robots', content: 'noindex' },
]

/** The link is a credential: not cached, not passed on to other sites. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await readActionLink(getDb(), params.token, new URL(request.url).searchParams.get('done'))
  return data(view, { status: view.state === 'problem' ? view.problem.status : 200 })
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormData(request)
  const feedback = parseSubmission(form, RequestChangesSchema)
  const result = await decideByToken(getDb(), params.token, feedback.status === 'success' ? feedback.value.feedback : null)
  // Confirmed: the link's own page now says what it did (and a refresh does not post again).
  if (result.ok) return redirect(`/content-actions/${params.token}?done=${result.action}`)
  if ('title' in result) return data({ problem: { title: result.title, message: result.message } }, { status: result.status })
  return data({ error: result.message, result: feedback.reply({ formErrors: [result.message] }) }, { status: result.status })
}

function Shell({ children }: { children: React.ReactNode }) {
  return <section className="mx-auto max-w-3xl space-y-6 px-5 py-10">{children}</section>
}

function Problem({ title, message }: { title: string; message: string }) {
  return (
    <Shell>
      <div className="card space-y-3" role="status">
        <h1 className="font-display text-3xl font-black">{title}</h1>
        <p className="text-ink-soft">{message}</p>
        <Link to="/dashboard/review" className="btn-secondary">
          Open your dashboard
        </Link>
      </div>
    </Shell>
  )
}

export default function ContentActionPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const [form, fields] = useForm({
    id: 'request-changes-by-link',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, RequestChangesSchema),
  })
  if (loaderData.state === 'done') {
    return (
      <Shell>
        <div className="card space-y-3" role="status">
          <h1 className="font-display text-3xl font-black">{loaderData.action === 'approve' ? 'Approved' : 'Changes requested'}</h1>
          <p className="text-ink-soft">
            {loaderData.action === 'approve'
              ? 'Thank you. Your writer has been told the piece is approved.'
              : 'Thank you. Your writer has your feedback and will send a revision.'}
          </p>
        </div>
      </Shell>
    )
  }
  if (actionData && 'problem' in actionData) return <Problem {...actionData.problem} />
  if (loaderData.state === 'problem') return <Problem title={loaderData.problem.title} message={loaderData.problem.message} />
  const { piece, action: linkAction, roundsLeft, limitMessage } = loaderData
  const approving = linkAction === 'approve'
  return (
    <Shell>
      <header className="space-y-2">
        <p className="text-sm font-bold tracking-widest text-ink-soft uppercase">{piece.typeLabel} to review</p>
        <h1 className="font-display text-3xl font-black break-words">{piece.title}</h1>
      </header>
      <section className="card sm:p-8" aria-label="The piece">
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: piece.html }} />
      </section>
      <section className="card space-y-4 sm:p-8" aria-labelledby="confirm-heading">
        <h2 id="confirm-heading" className="font-display text-xl font-black">
          {approving ? 'Approve this piece?' : 'Request changes?'}
        </h2>
        {actionData && 'error' in actionData && approving ? (
          <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
            {actionData.error}
          </p>
        ) : null}
        {approving ? (
          <Form method="post">
            <p className="mb-4 text-ink-soft">Approved is final: your writer is told and the piece goes on your calendar.</p>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Approving…' : 'Approve'}
            </button>
          </Form>
        ) : limitMessage ? (
          <p role="status" className="rounded-xl bg-ink/5 px-4 py-3 font-semibold">
            {limitMessage}
          </p>
        ) : (
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-4">
            <FormAlert form={form} />
            <TextareaFormField
              meta={fields.feedback}
              label="What should change?"
              hint={
                roundsLeft === null
                  ? 'Your plan includes unlimited revision rounds.'
                  : `${roundsLeft} revision round${roundsLeft === 1 ? '' : 's'} left on this piece.`
              }
              rows={5}
              maxLength={NOTE_MAX}
              required
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Request changes'}
            </button>
          </Form>
        )}
      </section>
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
