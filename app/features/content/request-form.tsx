// The founder's "Request a piece" form: what to write, a topic or working title, a brief in
// Markdown, an optional wanted-by day and, with two or more writers, which one. One schema on both
// sides (docs/forms.md); posts to its route's action, so it works without JavaScript.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, SelectFormField, TextareaFormField, TextField, useFormErrorToast, useIsSubmitting } from '#app/components/forms.tsx'
import { parseSubmission } from '#app/utils/submission.ts'
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { TITLE_MAX } from './content-schema.ts'
import { BRIEF_MAX, REQUEST_FORM_ID, RequestPieceSchema } from './request-schema.ts'

export type RequestActionData = { result: SubmissionResult<string[]> }

export type RequestFormProps = {
  /** The founder's active writers; with two or more, the founder may pick one. */
  writers: { id: string; name: string }[]
  /** The types the plan includes, first (others are refused with the plan's words). */
  types: ContentType[]
  /** Today (UTC), the earliest wanted-by day. */
  today: string
  actionData: RequestActionData | undefined
}

export function RequestForm({ writers, types, today, actionData }: RequestFormProps) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const [form, fields] = useForm({
    id: REQUEST_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { contentType: types[0] ?? '', title: '', brief: '', wantedBy: '', writerId: '' },
    onValidate: ({ formData }) => parseSubmission(formData, RequestPieceSchema),
  })
  useFormErrorToast(form.id, lastResult)
  const offered = [...types, ...CONTENT_TYPES.filter((type) => !types.includes(type))]
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      className="space-y-5"
      aria-label="Request a piece"
    >
      <FormAlert form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectFormField meta={fields.contentType} label="What would you like?">
          {offered.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectFormField>
        <TextField
          meta={fields.wantedBy}
          label="Wanted by (optional)"
          type="date"
          min={today}
          max="2100-12-31"
          hint="We deliver within your plan's turnaround, or by this day if it is later."
        />
        <TextField meta={fields.title} label="Topic or working title" required maxLength={TITLE_MAX} className="sm:col-span-2" />
      </div>
      <TextareaFormField
        meta={fields.brief}
        label="Brief (optional)"
        rows={8}
        maxLength={BRIEF_MAX}
        hint="Markdown welcome: the angle, the audience, points to make, links to read ([title](https://…))."
      />
      {writers.length > 1 ? (
        <SelectFormField meta={fields.writerId} label="Writer" hint="Or leave it to us: we give it to whoever has room.">
          <option value="">Leave it to the team</option>
          {writers.map((writer) => (
            <option key={writer.id} value={writer.id}>
              {writer.name}
            </option>
          ))}
        </SelectFormField>
      ) : (
        <input type="hidden" name={fields.writerId.name} value="" />
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send request'}
      </button>
    </Form>
  )
}
