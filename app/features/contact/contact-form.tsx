import { useEffect, useId, useRef, useState } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { Field } from '#app/components/ui/field.tsx'
import { notify } from '#app/components/ui/toast.tsx'
import { EMAIL_LIMIT, TEXT_LIMIT, type FieldErrors } from '#app/utils/validation.ts'
import { CONTACT_FIELDS, contactErrors, ContactSchema, HONEYPOT_FIELD, type ContactValues } from './contact-schema.ts'

/** What the contact action answers when it does not redirect. */
export type ContactActionData = { errors?: FieldErrors; formError?: string; values?: ContactValues }

/**
 * The contact form. It posts to the route's action, so it works without JavaScript; with it,
 * the schema answers at once. Typed values survive an error; a success (a redirect) clears them.
 */
export function ContactForm({ actionData }: { actionData: ContactActionData | undefined }) {
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {})
  const [answered, setAnswered] = useState(actionData)
  if (answered !== actionData) {
    setAnswered(actionData)
    setErrors(actionData?.errors ?? {})
  }

  // A server answer is told once, when the page is idle again (the button is usable by then).
  const told = useRef<ContactActionData>(undefined)
  useEffect(() => {
    if (!actionData?.formError || told.current === actionData || navigation.state !== 'idle') return
    told.current = actionData
    notify.error(actionData.formError)
    focusFirstInvalid(formRef.current, actionData.errors ?? {})
  }, [actionData, navigation.state])

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const result = ContactSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (result.success) {
      setErrors({})
      return
    }
    event.preventDefault()
    const { errors: found, formError } = contactErrors(result.error)
    setErrors(found)
    notify.error(formError)
    focusFirstInvalid(event.currentTarget, found)
  }

  /** A field's message goes as soon as the visitor edits that field. */
  function clearError(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (errors[name]) setErrors(({ [name]: _dropped, ...rest }) => rest)
  }

  const values = actionData?.values ?? {}
  return (
    <Form
      ref={formRef}
      // A new form after a success (the redirect is a new location), the same one after an error.
      key={actionData ? 'answered' : location.key}
      method="post"
      noValidate
      onSubmit={validate}
      onChange={clearError}
      aria-label="Contact form"
      // Focus moves to a field to fix: keep it clear of the fixed header.
      className="relative space-y-5 [&_input]:scroll-mt-36 [&_textarea]:scroll-mt-36"
    >
      {actionData?.formError ? (
        <p className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">
          {actionData.formError}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" autoComplete="name" required maxLength={TEXT_LIMIT} errors={errors.name} defaultValue={values.name} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_LIMIT}
          errors={errors.email}
          defaultValue={values.email}
        />
      </div>
      <Field label="Subject (optional)" name="subject" maxLength={TEXT_LIMIT} errors={errors.subject} defaultValue={values.subject} />
      <TextareaField label="Message" name="message" rows={6} required maxLength={TEXT_LIMIT} errors={errors.message} defaultValue={values.message} hint="Up to 1,000 characters." />

      {/* Out of sight and out of the tab order: only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Sending…' : 'Send Message'}
      </button>
    </Form>
  )
}

/** Focus goes to the first field to fix, else back to the button (the form may have been re-created). */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return
  const first = CONTACT_FIELDS.find((field) => errors[field]?.length)
  const element = first ? form.elements.namedItem(first) : form.querySelector('button[type="submit"]')
  if (element instanceof HTMLElement) element.focus()
}

type TextareaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; errors?: string[]; hint?: string }

/** The textarea twin of Field: label, hint and messages tied to it for screen readers. */
function TextareaField({ label, errors, hint, className, ...textarea }: TextareaFieldProps) {
  const id = useId()
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} className="input min-h-36 resize-y" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...textarea} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errors![0]}
        </p>
      ) : null}
    </div>
  )
}
