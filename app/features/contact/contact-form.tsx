import type { SubmissionResult } from '@conform-to/react'
import { parseSubmission } from '#app/utils/submission.ts'
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { FormAlert, submitThroughConform, TextareaFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { notify } from '#app/components/ui/toast.tsx'
import { EMAIL_LIMIT, TEXT_LIMIT } from '#app/utils/validation.ts'
import { contactFormError, ContactSchema, HONEYPOT_FIELD } from './contact-schema.ts'

export const CONTACT_FORM_ID = 'contact'

/** What the contact action answers when it does not redirect. */
export type ContactActionData = { result: SubmissionResult<string[]> }

/**
 * The contact form (the worked example of docs/forms.md). It posts to the route's action, so it
 * works without JavaScript; with it, the same schema answers as people type. Typed values survive
 * every refusal; a success (a redirect) empties the form.
 */
export function ContactForm({
  actionData,
  subject,
}: {
  actionData: ContactActionData | undefined
  /** The subject filled in before anything is typed (from the link's topic). */
  subject: string | null
}) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const [form, fields] = useSchemaForm({
    id: CONTACT_FORM_ID,
    schema: ContactSchema,
    lastResult,
    defaultValue: subject ? { subject } : undefined,
  })
  const formRef = useResetAfterSuccess(actionData)

  return (
    <Form
      ref={formRef}
      method="post"
      id={form.id}
      onSubmit={(event) => {
        // Refused in the browser: the toast says so in the spec's words, as the server would.
        if (submitThroughConform(form, event) === 'refused') notifyRefusal(event.currentTarget)
      }}
      noValidate={form.noValidate}
      aria-label="Contact form"
      className="relative space-y-5"
    >
      <FormAlert form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" autoComplete="name" required maxLength={TEXT_LIMIT} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required maxLength={EMAIL_LIMIT} />
      </div>
      <TextField meta={fields.subject} label="Subject (optional)" maxLength={TEXT_LIMIT} />
      <TextareaFormField meta={fields.message} label="Message" rows={6} required maxLength={TEXT_LIMIT} hint="Up to 1,000 characters." />

      {/* Out of sight and out of the tab order: only bots fill it in. */}
      <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Sending…' : 'Send Message'}
      </button>
    </Form>
  )
}

/** After a sent message (the action redirected, so there is no action data) the form starts empty again. */
function useResetAfterSuccess(actionData: ContactActionData | undefined) {
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  useEffect(() => {
    if (navigation.state === 'submitting') submitted.current = true
    else if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false
      if (!actionData) formRef.current?.reset()
    }
  }, [navigation.state, actionData])
  return formRef
}

function notifyRefusal(form: HTMLFormElement) {
  const submission = parseSubmission(new FormData(form), ContactSchema)
  if (submission.status === 'error') notify.error(contactFormError(submission.error), { id: CONTACT_FORM_ID })
}
