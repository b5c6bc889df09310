import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import {
  FormAlert,
  SubmitButton,
  TextareaFormField,
  TextField,
  useIsSubmitting,
  useRefusalFocus,
  useSubmitClickKept,
} from '#app/components/forms.tsx'
import { EMAIL_LIMIT, TEXT_LIMIT } from '#app/utils/validation.ts'
import type { z } from 'zod'
import { HONEYPOT_FIELD, parseContactForm, type ContactInput, type ContactSchema } from './contact-schema.ts'

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
  // The schema form of docs/forms.md, read by parseContactForm: a refusal in the browser shows the
  // form's line above the fields, as the server's does.
  const [form, fields] = useForm<z.input<typeof ContactSchema>, ContactInput>({
    id: CONTACT_FORM_ID,
    lastResult,
    defaultValue: subject ? { subject } : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseContactForm(formData),
  })
  useRefusalFocus(form.id, lastResult)
  useSubmitClickKept(form.id)
  const formRef = useResetAfterSuccess(actionData)

  return (
    <Form
      ref={formRef}
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
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

      <SubmitButton busy={busy} busyLabel="Sending…">
        Send Message
      </SubmitButton>
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
