// The admin's forms on the content board, each with its schema on both sides (docs/forms.md): move a
// due date with a reason, give a request to another of its founder's writers (with each writer's
// load), cancel a request, and add an extra request for a founder.
import { useForm, type DefaultValue, type FormMetadata } from '@conform-to/react'
import { Form, useLocation } from 'react-router'
import type { z } from 'zod'
import { ConfirmButton, ConfirmStep, useConfirmStepAction, type ConfirmationRequest } from '#app/components/ui/confirm.tsx'
import { FormAlert, TextField, useRefusalFocus, useIsSubmitting } from '#app/components/forms.tsx'
import { CONTENT_TYPES, isUndelivered, type ContentStatus } from '#app/domain/content.ts'
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
import { BriefField, ContentTypeField, DayField, TopicField, WriterField, type WriterChoice } from './request-fields.tsx'
import { BOARD_CANCEL_CONFIRMATION, ExtraRequestSchema } from './request-schema.ts'
import type { BoardActionData } from './board-ui.tsx'

type Writer = WriterChoice & { load: number }
const LOAD_HINT = 'Each writer’s load: their open requests and pieces.'
/** An admin's extra request may be of any type: it is beyond the plan's allowance. */
const ANY_TYPE = CONTENT_TYPES.map((type) => ({ type, unavailable: null }))

/** One board form: its schema on both sides, the answer the action gave to this form only, one toast per refusal. */
function useBoardForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  name: BoardActionData['form'],
  schema: Schema,
  defaultValue: DefaultValue<z.input<Schema>>,
  actionData: BoardActionData | undefined,
) {
  const lastResult = actionData?.form === name ? actionData.result : undefined
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue,
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  useRefusalFocus(form.id, lastResult)
  return { form, fields, busy: useIsSubmitting() }
}

/** A posted board form under its heading, which names it for screen readers, with the form's own error first. */
function BoardForm({
  form,
  intent,
  title,
  className = 'space-y-4',
  action,
  children,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, 'errorId' | 'errors' | 'onSubmit' | 'noValidate'> & { id: string }
  intent: BoardActionData['form']
  title?: string
  className?: string
  action?: string
  children: React.ReactNode
}) {
  const titleId = `${form.id}-title`
  return (
    <Form
      method="post"
      action={action}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'New request for a founder'}
      className={className}
    >
      {title ? (
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
      ) : null}
      <FormAlert form={form} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}

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
  const { form, fields, busy } = useBoardForm(
    DUE_DATE_FORM_ID,
    'due-date',
    DueDateChangeSchema,
    { id, dueDate: dueDate ?? '', reason: '' },
    actionData,
  )
  return (
    <BoardForm form={form} intent="due-date" title="Change the due date">
      <input type="hidden" name={fields.id.name} value={id} />
      <DayField meta={fields.dueDate} label="New due date" today={today} required />
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
    </BoardForm>
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
  const { form, fields, busy } = useBoardForm(REASSIGN_FORM_ID, 'reassign', ReassignSchema, { id, writerId: '' }, actionData)
  const others = writers.filter((writer) => writer.id !== writerId)
  return (
    <BoardForm form={form} intent="reassign" title={writerId ? 'Give it to another writer' : 'Choose its writer'}>
      <input type="hidden" name={fields.id.name} value={id} />
      {others.length === 0 ? (
        <p className="text-sm text-ink-soft">The founder has no other active writer. Pair one on Writer Assignments first.</p>
      ) : (
        <>
          <WriterField meta={fields.writerId} writers={others} emptyLabel="Choose a writer" hint={LOAD_HINT} />
          <button type="submit" className="btn-primary btn-sm" disabled={busy}>
            Give to this writer
          </button>
        </>
      )}
    </BoardForm>
  )
}

function CancelForm({ id, actionData }: { id: string; actionData?: BoardActionData }) {
  const { form, busy } = useBoardForm('board-cancel', 'cancel', BoardCancelSchema, { id }, actionData)
  return (
    <BoardForm form={form} intent="cancel" title="Cancel the request" className="space-y-3" action={useConfirmStepAction()}>
      <p className="text-sm text-ink-soft">The writer and the founder are told. A cancelled request does not count against the plan.</p>
      <input type="hidden" name="id" value={id} />
      <ConfirmButton className="btn-secondary btn-sm" disabled={busy} {...BOARD_CANCEL_CONFIRMATION}>
        Cancel request
      </ConfirmButton>
    </BoardForm>
  )
}

/** Without JavaScript: "Cancel this request?" in place of the forms, and "Keep it" back to the same view of the board. */
function CancelStep({ request }: { request: ConfirmationRequest }) {
  const { pathname, search } = useLocation()
  return <ConfirmStep request={request} cancelTo={`${pathname}${search}`} />
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
  if (actionData?.form === 'cancel' && actionData.confirm) return <CancelStep request={actionData.confirm} />
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
  const defaults = {
    founderId,
    contentType: 'blog',
    title: '',
    brief: '',
    wantedBy: '',
    writerId: writers.length === 1 ? writers[0]!.id : '',
    dueDate: '',
  }
  const { form, fields, busy } = useBoardForm(BOARD_NEW_REQUEST_FORM_ID, 'new-request', ExtraRequestSchema, defaults, actionData)
  return (
    <BoardForm form={form} intent="new-request">
      <input type="hidden" name={fields.founderId.name} value={founderId} />
      <input type="hidden" name={fields.wantedBy.name} value="" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContentTypeField meta={fields.contentType} label="Type" choices={ANY_TYPE} />
        <DayField meta={fields.dueDate} label="Due date (optional)" today={today} hint="Empty: the plan’s turnaround." />
        <TopicField meta={fields.title} />
        <WriterField meta={fields.writerId} writers={writers} emptyLabel="Choose later" hint={LOAD_HINT} className="sm:col-span-2" />
      </div>
      <BriefField meta={fields.brief} rows={4} />
      <button type="submit" className="btn-primary" disabled={busy}>
        Add extra request
      </button>
    </BoardForm>
  )
}
