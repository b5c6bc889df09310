// The founder's "Request a piece" form: what to write, a topic or working title, a brief in
// Markdown, an optional wanted-by day and, with two or more writers, which one. One schema on both
// sides (docs/forms.md); posts to its route's action, so it works without JavaScript.
import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import type { RequestTypeChoice } from '#app/domain/plan-usage.ts'
import { BriefField, ContentTypeField, DayField, TopicField, WriterField } from './request-fields.tsx'
import { REQUEST_FORM_ID, RequestPieceSchema } from './request-schema.ts'

export type RequestActionData = { result: SubmissionResult<string[]> }

export type RequestFormProps = {
  /** The founder's active writers; with two or more, the founder may pick one. */
  writers: { id: string; name: string }[]
  /** Every type, those the plan still has room for first; the others are offered switched off, saying why. */
  choices: RequestTypeChoice[]
  /** Today (UTC), the earliest wanted-by day. */
  today: string
  actionData: RequestActionData | undefined
}

export function RequestForm({ writers, choices, today, actionData }: RequestFormProps) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const [form, fields] = useSchemaForm({
    id: REQUEST_FORM_ID,
    schema: RequestPieceSchema,
    lastResult,
    defaultValue: {
      contentType: choices.find((choice) => !choice.unavailable)?.type ?? '',
      title: '',
      brief: '',
      wantedBy: '',
      writerId: '',
    },
  })
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
        <ContentTypeField meta={fields.contentType} label="What would you like?" choices={choices} />
        <DayField
          meta={fields.wantedBy}
          label="Wanted by (optional)"
          today={today}
          hint="We deliver within your plan's turnaround, or by this day if it is later."
        />
        <TopicField meta={fields.title} />
      </div>
      <BriefField
        meta={fields.brief}
        rows={8}
        hint="Markdown welcome: the angle, the audience, points to make, links to read ([title](https://…))."
      />
      {writers.length > 1 ? (
        <WriterField
          meta={fields.writerId}
          writers={writers}
          emptyLabel="Leave it to the team"
          hint="Or leave it to us: we give it to whoever has room."
        />
      ) : (
        <input type="hidden" name={fields.writerId.name} value="" />
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send request'}
      </button>
    </Form>
  )
}
