// The page of one piece, for its writer, its founder and admins (who only read): the piece, the
// founder's review, the history with word-level diffs, the comments, the planned date, publishing
// and (for the writer) the founder's brand profile.
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { FormAlert, TextareaFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { ConfirmButton, ConfirmStep, useConfirmStepAction, type ConfirmationRequest } from '#app/components/ui/confirm.tsx'
import { PAIRING_ENDED } from './content-rules.ts'
import { CommentSchema, NOTE_MAX, PlannedDateSchema, PublishSchema, RequestChangesSchema, URL_MAX } from './content-schema.ts'
import { ActionError, dateText, dateTimeText, DueDate, PROSE, StatusBadge, typeLabel } from './content-ui.tsx'
import { RequestBrief } from './request-brief.tsx'
import { CANCEL_REQUEST_CONFIRMATION } from './request-schema.ts'
import { IN_PROGRESS_LABEL, revisionRoundText, STATUS_LABELS, type ContentStatus } from '#app/domain/content.ts'
import type { PiecePageData } from './piece-page.server.ts'

export type PieceForms = 'request-changes' | 'comment' | 'set-date' | 'publish'
export type PieceActionData =
  | { form: PieceForms; result: SubmissionResult<string[]> }
  | { form: 'approve' | 'cancel'; error: string }
  | { form: 'cancel'; confirm: ConfirmationRequest }

const resultFor = (actionData: PieceActionData | undefined, form: PieceForms) =>
  actionData && actionData.form === form && 'result' in actionData ? actionData.result : undefined

export function PieceView({
  data,
  actionData,
  brandProfile,
}: {
  data: PiecePageData
  actionData: PieceActionData | undefined
  /** What the writer reads beside the piece: the founder's brand profile (the route renders it). */
  brandProfile?: React.ReactNode
}) {
  const { piece, party, actions } = data
  const published = piece.publishedAt !== null
  // After an admin ends the pairing: the writer only reads; the founder is told what still works
  // while the piece waits on the writer.
  const pairingEnded =
    piece.paired ||
    party === 'viewer' ||
    party === 'admin' ||
    piece.status === 'cancelled' ||
    (piece.status === 'requested' && !piece.writerName)
      ? null
      : party === 'writer'
        ? PAIRING_ENDED.writer
        : piece.status === 'pending' || piece.status === 'rejected'
          ? PAIRING_ENDED.founder
          : null
  return (
    <article className="mx-auto max-w-6xl space-y-6" aria-labelledby="piece-title">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          to={party === 'founder' ? '/dashboard/review' : party === 'writer' ? '/dashboard/content' : '/dashboard'}
          className="link inline-block py-0.5"
        >
          <span aria-hidden="true">← </span>
          {party === 'founder' ? 'Content Review' : party === 'writer' ? 'My Content' : 'Dashboard'}
        </Link>
      </nav>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <StatusBadge status={piece.status} published={published} inProgress={party !== 'writer' && piece.request !== null} />
          {piece.request ? <DueDate dueDate={piece.request.dueDate} status={piece.status} /> : null}
          {piece.request?.extra ? <span className="font-semibold">Extra</span> : null}
          <span>{typeLabel(piece.contentType)}</span>
          <span aria-hidden="true">·</span>
          <span>Version {piece.version}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="revision-round">{revisionRoundText(piece.revisionRound, data.revisions.limit)}</span>
        </div>
        <h1 id="piece-title" className="font-display text-3xl font-black break-words sm:text-4xl">
          {piece.title}
        </h1>
        <p className="text-ink-soft">
          {piece.writerName ? (
            <>
              By <span className="font-semibold text-ink">{piece.writerName}</span> for{' '}
            </>
          ) : (
            'Writer to be chosen · for '
          )}
          <span className="font-semibold text-ink">{piece.founderName}</span>
          {piece.founderCompany ? ` (${piece.founderCompany})` : ''}
          {piece.submittedAt ? ` · submitted ${dateText(piece.submittedAt)}` : ' · not submitted yet'}
        </p>
      </header>

      {pairingEnded ? (
        <p className="card" role="status" data-testid="pairing-ended">
          {pairingEnded}
        </p>
      ) : null}

      {piece.status === 'rejected' && piece.feedback ? (
        <section aria-labelledby="feedback-heading" className="rounded-2xl border-2 border-shock/40 bg-shock/5 p-5">
          <h2 id="feedback-heading" className="font-bold text-shock-ink">
            Changes requested{piece.decidedAt ? ` on ${dateText(piece.decidedAt)}` : ''}
          </h2>
          <p className="mt-2 whitespace-pre-line" data-testid="feedback">
            {piece.feedback}
          </p>
          {actions.includes('revise') ? (
            <Link to={`/dashboard/content/${piece.id}/edit`} className="btn-primary mt-4">
              Revise
            </Link>
          ) : null}
        </section>
      ) : null}

      {actions.includes('edit-draft') ? (
        <div className="card flex flex-wrap items-center justify-between gap-4" role="status">
          {piece.status === 'requested' ? (
            <p>{piece.founderName} asked for this piece. Start writing when you are ready.</p>
          ) : (
            <p>This is a draft: only you can see it. Submit it when it is ready for {piece.founderName}.</p>
          )}
          <Link to={`/dashboard/content/${piece.id}/edit`} className="btn-primary">
            {piece.status === 'requested' ? 'Start writing' : 'Edit and submit'}
          </Link>
        </div>
      ) : null}

      {piece.request ? <RequestBrief request={piece.request} founderName={piece.founderName} dueBadge={false} /> : null}
      {actions.includes('cancel') ? <CancelRequest party={party} actionData={actionData} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {piece.textShown ? (
            <section aria-label="The piece" className="card sm:p-8">
              <p className="mb-4 text-sm text-ink-soft">{piece.words.toLocaleString('en-US')} words</p>
              {piece.html ? (
                <div className={PROSE} data-testid="piece-body" dangerouslySetInnerHTML={{ __html: piece.html }} />
              ) : (
                <p className="text-ink-soft">No text yet.</p>
              )}
            </section>
          ) : null}
          {actions.includes('approve') || (party === 'founder' && piece.status === 'pending') ? (
            <ReviewPanel data={data} actionData={actionData} />
          ) : null}
          <History data={data} />
          {piece.status !== 'draft' && piece.status !== 'requested' && piece.status !== 'cancelled' ? (
            <Comments data={data} actionData={actionData} />
          ) : null}
          <StatusChanges data={data} />
        </div>
        <aside className="space-y-6" aria-label="About this piece">
          <Details data={data} actionData={actionData} />
          {party === 'writer' ? brandProfile : null}
        </aside>
      </div>
    </article>
  )
}

function ReviewPanel({ data, actionData }: { data: PiecePageData; actionData: PieceActionData | undefined }) {
  const busy = useIsSubmitting()
  const { revisions, actions } = data
  const lastResult = resultFor(actionData, 'request-changes')
  const [form, fields] = useSchemaForm({
    id: 'request-changes',
    schema: RequestChangesSchema,
    lastResult,
  })
  const roundsText =
    revisions.left === null
      ? `Your ${revisions.planName ?? ''} plan includes unlimited revision rounds.`.replace('  ', ' ')
      : `${revisions.left} of ${revisions.limit} revision round${revisions.limit === 1 ? '' : 's'} left${revisions.planName ? ` on your ${revisions.planName} plan` : " (the Base plan's, without an active plan)"}.`
  return (
    <section aria-labelledby="review-heading" className="card space-y-5 sm:p-8">
      <div>
        <h2 id="review-heading" className="font-display text-xl font-black">
          Your review
        </h2>
        <p className="mt-1 text-ink-soft" data-testid="rounds-left">
          {roundsText}
        </p>
      </div>
      <ActionError message={actionData?.form === 'approve' && 'error' in actionData ? actionData.error : null} />
      <Form method="post">
        <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
          Approve
        </button>
      </Form>
      {actions.includes('request-changes') ? (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          className="space-y-3 border-t border-ink/10 pt-5"
        >
          <FormAlert form={form} />
          <TextareaFormField
            meta={fields.feedback}
            label="Request changes"
            hint="Tell the writer what to change. They revise and send it back."
            rows={4}
            maxLength={NOTE_MAX}
            required
          />
          <button type="submit" name="intent" value="request-changes" className="btn-secondary" disabled={busy}>
            Request changes
          </button>
        </Form>
      ) : revisions.limitMessage ? (
        <p role="status" className="rounded-xl bg-ink/5 px-4 py-3 text-sm font-semibold" data-testid="revision-limit">
          {revisions.limitMessage}
        </p>
      ) : null}
    </section>
  )
}

/** Cancel, asked first: a dialog with JavaScript; without it the server answers with the same question as a step of the page. */
function CancelRequest({ party, actionData }: { party: PiecePageData['party']; actionData: PieceActionData | undefined }) {
  const busy = useIsSubmitting()
  const action = useConfirmStepAction()
  if (actionData?.form === 'cancel' && 'confirm' in actionData) return <ConfirmStep request={actionData.confirm} cancelTo="." />
  return (
    <section aria-labelledby="cancel-heading" className="card flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0 flex-1 basis-64 space-y-2">
        <h2 id="cancel-heading" className="font-bold">
          {party === 'founder' ? 'Changed your mind?' : 'Cancel this request'}
        </h2>
        <p className="text-sm text-ink-soft">
          {party === 'founder'
            ? 'You can cancel until your writer starts; it no longer counts against this month.'
            : 'The founder and the writer are told; it no longer counts against the plan.'}
        </p>
        <ActionError message={actionData?.form === 'cancel' && 'error' in actionData ? actionData.error : null} />
      </div>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="cancel" />
        <ConfirmButton className="btn-secondary" disabled={busy} {...CANCEL_REQUEST_CONFIRMATION}>
          Cancel request
        </ConfirmButton>
      </Form>
    </section>
  )
}

/** "Requested → In progress": a status as the reader should read it. */
function statusWords(status: ContentStatus | null, hideDrafts: boolean) {
  if (status === null) return ''
  return status === 'draft' && hideDrafts ? IN_PROGRESS_LABEL : STATUS_LABELS[status]
}

/** Every change of the piece's status, oldest first, with who made it. */
function StatusChanges({ data }: { data: PiecePageData }) {
  if (data.changes.length === 0) return null
  const hideDrafts = data.party !== 'writer'
  return (
    <section aria-labelledby="changes-heading" className="card space-y-3 sm:p-8">
      <h2 id="changes-heading" className="font-display text-xl font-black">
        Timeline
      </h2>
      <ol className="space-y-2 text-sm" data-testid="status-history">
        {data.changes.map((change) => (
          <li key={change.id} className="flex flex-wrap gap-x-2">
            <span className="font-semibold">
              {change.from === null
                ? statusWords(change.to, hideDrafts)
                : change.from === change.to
                  ? statusWords(change.to, hideDrafts)
                  : `${statusWords(change.from, hideDrafts)} → ${statusWords(change.to, hideDrafts)}`}
            </span>
            <span className="text-ink-soft">
              {change.actorName ? `by ${change.actorName} · ` : ''}
              {dateTimeText(change.createdAt)}
              {change.note ? ` · ${change.note}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A diff's HTML (diffHtml in word-diff.ts: escaped text, <ins> and <del> with words for screen readers). */
function DiffText({ html }: { html: string }) {
  return <p className="break-words whitespace-pre-wrap" dangerouslySetInnerHTML={{ __html: html }} />
}

function History({ data }: { data: PiecePageData }) {
  if (data.history.length === 0) return null
  return (
    <section aria-labelledby="history-heading" className="card space-y-4 sm:p-8">
      <h2 id="history-heading" className="font-display text-xl font-black">
        History
      </h2>
      <ol className="space-y-4">
        {data.history.map((version) => (
          <li key={version.number} className="rounded-xl border border-ink/10 p-4">
            <h3 className="font-bold">
              Version {version.number}: {version.title}
            </h3>
            <p className="mt-1 text-sm text-ink-soft">
              Sent back by {data.piece.founderName}
              {version.sentBackAt ? ` on ${dateTimeText(version.sentBackAt)}` : ''}; revised by {data.piece.writerName} on{' '}
              {dateTimeText(version.revisedAt)}
            </p>
            {version.feedback ? (
              <blockquote className="mt-3 border-l-4 border-shock/40 pl-3 whitespace-pre-line">
                <span className="sr-only">Feedback: </span>
                {version.feedback}
              </blockquote>
            ) : null}
            <details className="mt-3">
              <summary className="cursor-pointer py-0.5 text-sm font-semibold">What changed in version {version.number + 1}</summary>
              <div className="mt-3 space-y-3 text-sm" data-testid="diff">
                <p className="text-ink-soft">
                  <ins className="bg-lime/60 no-underline">Added words</ins> and{' '}
                  <del className="bg-shock/15 text-shock-ink">removed words</del>.
                </p>
                {version.titleDiff ? (
                  <div>
                    <p className="font-semibold">Title</p>
                    <DiffText html={version.titleDiff} />
                  </div>
                ) : null}
                {version.bodyDiff ? <DiffText html={version.bodyDiff} /> : <p>The versions are too different to compare word by word.</p>}
              </div>
            </details>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold">Version {version.number} as it was</summary>
              <div className={`${PROSE} mt-3`} dangerouslySetInnerHTML={{ __html: version.bodyHtml }} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Comments({ data, actionData }: { data: PiecePageData; actionData: PieceActionData | undefined }) {
  const busy = useIsSubmitting()
  const lastResult = resultFor(actionData, 'comment')
  const [form, fields] = useSchemaForm({
    id: 'comment',
    schema: CommentSchema,
    lastResult,
  })
  return (
    <section aria-labelledby="comments-heading" className="card space-y-4 sm:p-8">
      <h2 id="comments-heading" className="font-display text-xl font-black">
        Comments
      </h2>
      {data.comments.length === 0 ? (
        <p className="text-ink-soft">No comments yet.</p>
      ) : (
        <ol className="space-y-3" data-testid="comments">
          {data.comments.map((comment) => (
            <li key={comment.id} className={`rounded-xl p-4 ${comment.mine ? 'bg-lime/20' : 'bg-ink/5'}`}>
              <p className="text-sm">
                <span className="font-bold">{comment.authorName ?? 'Someone'}</span>{' '}
                <span className="text-ink-soft">· {dateTimeText(comment.createdAt)}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {data.actions.includes('comment') ? (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-3">
          <FormAlert form={form} />
          <TextareaFormField meta={fields.comment} label="Add a comment" rows={3} maxLength={NOTE_MAX} required />
          <button type="submit" name="intent" value="comment" className="btn-secondary" disabled={busy}>
            Post comment
          </button>
        </Form>
      ) : null}
    </section>
  )
}

function Details({ data, actionData }: { data: PiecePageData; actionData: PieceActionData | undefined }) {
  const { piece, actions } = data
  const busy = useIsSubmitting()
  const dateResult = resultFor(actionData, 'set-date')
  const [dateForm, dateFields] = useSchemaForm({
    id: 'set-date',
    schema: PlannedDateSchema,
    lastResult: dateResult,
    defaultValue: { plannedPublishDate: piece.plannedPublishDate ?? '' },
  })
  const publishResult = resultFor(actionData, 'publish')
  const [publishForm, publishFields] = useSchemaForm({
    id: 'publish',
    schema: PublishSchema,
    lastResult: publishResult,
  })
  return (
    <section aria-labelledby="details-heading" className="card space-y-4">
      <h2 id="details-heading" className="font-display text-lg font-black">
        Details
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {piece.request ? (
          <>
            <dt className="text-ink-soft">Requested</dt>
            <dd className="font-semibold">{dateText(piece.request.requestedAt)}</dd>
            <dt className="text-ink-soft">Due</dt>
            <dd className="font-semibold" data-testid="due-day">
              {dateText(piece.request.dueDate)}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-soft">Submitted</dt>
        <dd className="font-semibold">{dateText(piece.submittedAt)}</dd>
        <dt className="text-ink-soft">Planned for</dt>
        <dd className="font-semibold" data-testid="planned-date">
          {dateText(piece.plannedPublishDate)}
        </dd>
        {piece.publishedAt ? (
          <>
            <dt className="text-ink-soft">Published</dt>
            <dd className="font-semibold">
              {dateText(piece.publishedAt)}
              {piece.publishedUrl ? (
                <a href={piece.publishedUrl} rel="noopener nofollow noreferrer" className="link mt-1 block break-all">
                  View it live
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {actions.includes('set-date') ? (
        <Form
          method="post"
          id={dateForm.id}
          onSubmit={dateForm.onSubmit}
          noValidate={dateForm.noValidate}
          className="space-y-3 border-t border-ink/10 pt-4"
        >
          <FormAlert form={dateForm} />
          <TextField meta={dateFields.plannedPublishDate} label="Planned publish date" type="date" min="2000-01-01" max="2100-12-31" />
          <button type="submit" name="intent" value="set-date" className="btn-secondary btn-sm" disabled={busy}>
            Save date
          </button>
        </Form>
      ) : null}
      {actions.includes('publish') ? (
        <Form
          method="post"
          id={publishForm.id}
          onSubmit={publishForm.onSubmit}
          noValidate={publishForm.noValidate}
          className="space-y-3 border-t border-ink/10 pt-4"
        >
          <FormAlert form={publishForm} />
          <TextField
            meta={publishFields.publishedUrl}
            label="Published at (URL)"
            type="url"
            placeholder="https://"
            maxLength={URL_MAX}
            required
          />
          <button type="submit" name="intent" value="publish" className="btn-primary btn-sm" disabled={busy}>
            Mark as published
          </button>
        </Form>
      ) : null}
    </section>
  )
}
