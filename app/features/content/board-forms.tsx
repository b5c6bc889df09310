// The admin's forms on the content board, each with its schema on both sides (docs/forms.md): move a
// due date with a reason, give a request to another of its founder's writers (with each writer's
// load), cancel a request, and add an extra request for a founder.
import { useForm } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, SelectFormField, TextareaFormField, TextField, useFormErrorToast, useIsSubmitting } from '#app/components/forms.tsx'
import { isUndelivered, TYPE_LABELS, CONTENT_TYPES, type ContentStatus } from '#app/domain/content.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import {
  BoardCancelSchema,
  BOARD_NEW_REQUEST_FORM_ID,
  DUE_DATE_FORM_ID,
  DueDateChangeSchema,
  REASON_MAX,
  REASSIGN_FORM_ID,
  ReassignSchema,
} from './board-schema.ts'
import { TITLE_MAX } from './content-schema.ts'
import { BRIEF_MAX, ExtraRequestSchema } from './request-schema.ts'
import type { BoardActionData } from './board-ui.tsx'

type Writer = { id: string; name: string; load: number }
const loadText = (load: number) => `${load} open`
const resultOf = (actionData: BoardActionData | undefined, form: BoardActionData['form']) =>
  actionData?.form === form ? actionData.result : undefined

function DueDateForm({
  id,
  dueDate,
  today,
  actionData,
}: {
  id: string
  dueDate: string | null
  today: string
  actionData?: BoardActionData
}) {
  const busy = useIsSubmitting()
  const lastResult = resultOf(actionData, 'due-date')
  const [form, fields] = useForm({
    id: DUE_DATE_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { id, dueDate: dueDate ?? '', reason: '' },
    onValidate: ({ formData }) => parseSubmission(formData, DueDateChangeSchema),
  })
  useFormErrorToast(form.id, lastResult)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby={`${form.id}-title`}
      className="space-y-4"
    >
      <h3 id={`${form.id}-title`} className="text-lg font-bold">
        Change the due date
      </h3>
      <FormAlert form={form} />
      <input type="hidden" name="intent" value="due-date" />
      <input type="hidden" name={fields.id.name} value={id} />
      <TextField meta={fields.dueDate} label="New due date" type="date" min={today} max="2100-12-31" required />
      <TextField
        meta={fields.reason}
        label="Reason"
        maxLength={REASON_MAX}
        required
        hint="The writer, the piece’s history and the activity log show it."
      />
      <button type="submit" className="btn-primary btn-sm" disabled={busy}>
        Change due date
      </button>
    </Form>
  )
}

function ReassignForm({
  id,
  writerId,
  writers,
  actionData,
}: {
  id: string
  writerId: string | null
  writers: Writer[]
  actionData?: BoardActionData
}) {
  const busy = useIsSubmitting()
  const lastResult = resultOf(actionData, 'reassign')
  const [form, fields] = useForm({
    id: REASSIGN_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { id, writerId: '' },
    onValidate: ({ formData }) => parseSubmission(formData, ReassignSchema),
  })
  useFormErrorToast(form.id, lastResult)
  const others = writers.filter((writer) => writer.id !== writerId)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby={`${form.id}-title`}
      className="space-y-4"
    >
      <h3 id={`${form.id}-title`} className="text-lg font-bold">
        {writerId ? 'Give it to another writer' : 'Choose its writer'}
      </h3>
      <FormAlert form={form} />
      <input type="hidden" name="intent" value="reassign" />
      <input type="hidden" name={fields.id.name} value={id} />
      {others.length === 0 ? (
        <p className="text-sm text-ink-soft">The founder has no other active writer. Pair one on Writer Assignments first.</p>
      ) : (
        <>
          <SelectFormField meta={fields.writerId} label="Writer" hint="Each writer’s load: their open requests and pieces.">
            <option value="">Choose a writer</option>
            {others.map((writer) => (
              <option key={writer.id} value={writer.id}>
                {writer.name} · {loadText(writer.load)}
              </option>
            ))}
          </SelectFormField>
          <button type="submit" className="btn-primary btn-sm" disabled={busy}>
            Give to this writer
          </button>
        </>
      )}
    </Form>
  )
}

function CancelForm({ id, actionData }: { id: string; actionData?: BoardActionData }) {
  const busy = useIsSubmitting()
  const lastResult = resultOf(actionData, 'cancel')
  const [form] = useForm({
    id: 'board-cancel',
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, BoardCancelSchema),
  })
  useFormErrorToast(form.id, lastResult)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby={`${form.id}-title`}
      className="space-y-3"
    >
      <h3 id={`${form.id}-title`} className="text-lg font-bold">
        Cancel the request
      </h3>
      <FormAlert form={form} />
      <p className="text-sm text-ink-soft">The writer and the founder are told. A cancelled request does not count against the plan.</p>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-secondary btn-sm" disabled={busy}>
        Cancel request
      </button>
    </Form>
  )
}

type ManagedPiece = {
  id: string
  status: ContentStatus
  dueDate: string | null
  writerId: string | null
  requestedAt: string | null
  writers: Writer[]
}

/** What the admin may change on a piece now: the due date while undelivered, the writer while nobody started, cancel until approved. */
export function BoardPieceForms({ piece, today, actionData }: { piece: ManagedPiece; today: string; actionData?: BoardActionData }) {
  const canMove = isUndelivered(piece.status)
  const canReassign = piece.status === 'requested'
  const canCancel = piece.requestedAt !== null && piece.status !== 'approved' && piece.status !== 'cancelled'
  if (!canMove && !canReassign && !canCancel)
    return <p className="text-sm text-ink-soft">Nothing to change here: open the piece to read it, its history and its comments.</p>
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {canMove ? <DueDateForm id={piece.id} dueDate={piece.dueDate} today={today} actionData={actionData} /> : null}
      {canReassign ? <ReassignForm id={piece.id} writerId={piece.writerId} writers={piece.writers} actionData={actionData} /> : null}
      {canCancel ? <CancelForm id={piece.id} actionData={actionData} /> : null}
    </div>
  )
}

/** "New request for a founder": beyond the allowance (extra), to one of their writers or left for later, with a due date or the plan's. */
export function ExtraRequestForm({
  founderId,
  writers,
  today,
  actionData,
}: {
  founderId: string
  writers: Writer[]
  today: string
  actionData?: BoardActionData
}) {
  const busy = useIsSubmitting()
  const lastResult = resultOf(actionData, 'new-request')
  const [form, fields] = useForm({
    id: BOARD_NEW_REQUEST_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      founderId,
      contentType: 'blog',
      title: '',
      brief: '',
      wantedBy: '',
      writerId: writers.length === 1 ? writers[0]!.id : '',
      dueDate: '',
    },
    onValidate: ({ formData }) => parseSubmission(formData, ExtraRequestSchema),
  })
  useFormErrorToast(form.id, lastResult)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-label="New request for a founder"
      className="space-y-4"
    >
      <FormAlert form={form} />
      <input type="hidden" name="intent" value="new-request" />
      <input type="hidden" name={fields.founderId.name} value={founderId} />
      <input type="hidden" name={fields.wantedBy.name} value="" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFormField meta={fields.contentType} label="Type">
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectFormField>
        <TextField
          meta={fields.dueDate}
          label="Due date (optional)"
          type="date"
          min={today}
          max="2100-12-31"
          hint="Empty: the plan’s turnaround."
        />
        <TextField meta={fields.title} label="Topic or working title" required maxLength={TITLE_MAX} className="sm:col-span-2" />
        <SelectFormField
          meta={fields.writerId}
          label="Writer"
          className="sm:col-span-2"
          hint="Each writer’s load: their open requests and pieces."
        >
          <option value="">Choose later</option>
          {writers.map((writer) => (
            <option key={writer.id} value={writer.id}>
              {writer.name} · {loadText(writer.load)}
            </option>
          ))}
        </SelectFormField>
      </div>
      <TextareaFormField meta={fields.brief} label="Brief (optional)" rows={4} maxLength={BRIEF_MAX} />
      <button type="submit" className="btn-primary" disabled={busy}>
        Add extra request
      </button>
    </Form>
  )
}
