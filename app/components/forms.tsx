// The one form pattern (docs/forms.md): a Zod schema per form, Conform on both sides.
import {
  getInputProps,
  useForm,
  getSelectProps,
  getTextareaProps,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { parseSubmission } from '#app/utils/submission.ts'
import { FIX_FIELDS_MESSAGE } from '#app/utils/validation.ts'
import { Field, SelectField, TextareaField } from './ui/field.tsx'
import { notify } from './ui/toast.tsx'

/** A field of some form: the components below work with any value type and any form's schema. */
type FormField<Value, Form extends Record<string, unknown>> = FieldMetadata<Value, Form, string[]>

type InputType = 'text' | 'email' | 'password' | 'url' | 'tel' | 'number' | 'search' | 'date' | 'hidden'

/** A Conform field as a labelled input: name, id, constraints and the value to show after a server answer. */
export function TextField<Value, Form extends Record<string, unknown>>({
  meta,
  type = 'text',
  errors = meta.errors,
  ...rest
}: { meta: FormField<Value, Form>; type?: InputType; label: string; hint?: string; errors?: string[] | null } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'id' | 'defaultValue' | 'form'
>) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false })
  return <Field key={key} errors={errors} {...props} {...rest} />
}

/** A Conform field as a labelled textarea. */
export function TextareaFormField<Value, Form extends Record<string, unknown>>({
  meta,
  ...rest
}: { meta: FormField<Value, Form>; label: string; hint?: string } & Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'defaultValue' | 'form'
>) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false })
  return <TextareaField key={key} errors={meta.errors} {...props} {...rest} />
}

/** A Conform field as a labelled select; the options are its children. */
export function SelectFormField<Value, Form extends Record<string, unknown>>({
  meta,
  ...rest
}: { meta: FormField<Value, Form>; label: string; hint?: string; children: React.ReactNode } & Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'defaultValue' | 'form'
>) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: false })
  return <SelectField key={key} errors={meta.errors} {...props} {...rest} />
}

type FormErrors = Record<string, string[] | null | undefined> | null | undefined

/**
 * The message about the whole form: a field's own message is shown once, next to the field, so a
 * form-level message that only repeats one becomes a pointer to the fields instead.
 */
export function formLevelMessage(errors: FormErrors): string | undefined {
  const message = errors?.['']?.[0]
  if (!message) return undefined
  const repeatsField = Object.entries(errors ?? {}).some(([name, messages]) => name !== '' && messages?.includes(message))
  return repeatsField ? FIX_FIELDS_MESSAGE : message
}

/**
 * A refusal said on the page, where it happened: at the top of its form (or above the list whose
 * buttons were refused). It is the only place it is said: role=alert makes a screen reader read it
 * once, as it appears, and no toast repeats it (docs/forms.md, "Where a refusal is told").
 */
export function RefusalLine({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} data-refusal className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">
      {children}
    </p>
  )
}

/** Errors about the whole form (a refused sign-in, a rate limit), first in the form, where the form points screen readers. */
export function FormAlert({
  form,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, 'errorId' | 'errors'> & { allErrors?: FormErrors }
}) {
  const message = form.errors?.length ? formLevelMessage({ ...form.allErrors, '': form.errors }) : undefined
  if (!message) return null
  return <RefusalLine id={form.errorId}>{message}</RefusalLine>
}

/**
 * After a server's refusal of a form, puts focus where the person can act, once the page is idle
 * again: the first field to fix (its message is beside it), else the submit button, with the form's
 * own line at its top brought into view. The refusal itself is said by the form (FormAlert and the
 * fields' messages), never again as a toast.
 */
export function useRefusalFocus(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  const navigation = useNavigation()
  const handled = useRef<unknown>(undefined)
  const text = formLevelMessage(lastResult?.error)
  useEffect(() => {
    if (!lastResult || !text || handled.current === lastResult || navigation.state !== 'idle') return
    handled.current = lastResult
    const form = document.getElementById(formId)
    if (!form) return
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (field) return field.focus()
    form.querySelector('[data-refusal]')?.scrollIntoView({ block: 'nearest' })
    form.querySelector<HTMLElement>('button[type="submit"]')?.focus({ preventScroll: true })
  }, [formId, lastResult, text, navigation.state])
}

/**
 * The spec's toast for a refused sign-up, sign-in or password reset (§8: "Errors on sign-up, sign-in,
 * sign-out and password reset appear as a toast with the server message"), told once per answer of the
 * server, beside the form's own line (which is what a browser without JavaScript shows). Besides the
 * checkout's, the only refusals a toast repeats (decision 051).
 */
export function useAuthRefusalToast(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  const navigation = useNavigation()
  const told = useRef<unknown>(undefined)
  const text = formLevelMessage(lastResult?.error)
  useEffect(() => {
    if (!lastResult || !text || told.current === lastResult || navigation.state !== 'idle') return
    told.current = lastResult
    notify.error(text, { id: formId })
  }, [formId, lastResult, text, navigation.state])
}

/**
 * A form's success said on the page its action sends the person back to (it redirected with a success
 * `toast` under one of `forms`' ids), beside the toast, and given focus: after the redirect focus would
 * otherwise fall to the page's body and a keyboard or screen-reader user would lose their place. Each
 * new success takes focus again; the next page load without one removes it. Without JavaScript, where
 * no toast shows, it is the page's only word of the success.
 */
export function FormSuccessNote({
  toast,
  forms,
  className = '',
}: {
  /** The toast the page arrived with (the root loader's). */
  toast: { id: string; type: string; title: string; description?: string } | null | undefined
  forms: readonly string[]
  className?: string
}) {
  const success = toast?.type === 'success' && forms.includes(toast.id) ? toast : null
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (success) ref.current?.focus()
  }, [success])
  if (!success) return null
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-form-success=""
      className={`rounded-xl bg-lime/40 px-4 py-3 text-sm text-ink focus-visible:outline-3 focus-visible:outline-offset-2 ${className}`}
    >
      <p className="font-semibold">{success.title}</p>
      {success.description ? <p className="mt-1">{success.description}</p> : null}
    </div>
  )
}

/**
 * A form's submit button, last in the form: the whole width on a phone, its own width from `sm` up,
 * held while the page sends a form, and saying what it is doing then (`busyLabel`) when it is the one sending.
 */
export function SubmitButton({
  busy,
  busyLabel,
  tone = 'primary',
  className = '',
  children,
  ...rest
}: {
  busy: boolean
  busyLabel?: string
  tone?: 'primary' | 'secondary' | 'danger'
} & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = { primary: 'btn-primary', secondary: 'btn-secondary', danger: 'btn-secondary border-shock text-shock-ink' }[tone]
  return (
    <button type="submit" className={`${look} w-full sm:w-auto ${className}`.trim()} {...rest} disabled={busy || rest.disabled}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

/**
 * Forgets a form's refusal once the page has moved on without it: when another form on the page was
 * answered (its action redirected, so this form has no answer any more), the old red messages go.
 * Conform keeps the last answer's errors until told otherwise.
 */
export function useForgetStaleRefusal(
  form: { update: (options: { validated: boolean }) => void },
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const previous = useRef(lastResult)
  useEffect(() => {
    if (previous.current && !lastResult) form.update({ validated: false })
    previous.current = lastResult
  }, [form, lastResult])
}

/** The name of the button Conform submits its own intents with (@conform-to/dom's INTENT, not exported by @conform-to/react). */
const CONFORM_INTENT = '__intent__'

/**
 * How a submit event ended once Conform has seen it: `sent` (valid, on its way), `refused` (the person
 * submitted and the schema stopped it: tell them), or `conform` — one of Conform's own submits (it
 * validates the field a person leaves by submitting the form with an intent), which is never a refusal.
 */
export function submitThroughConform(
  form: { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void },
  event: React.FormEvent<HTMLFormElement>,
): 'sent' | 'refused' | 'conform' {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  form.onSubmit(event)
  if (submitter?.getAttribute('name') === CONFORM_INTENT) {
    event.preventDefault()
    return 'conform'
  }
  return event.defaultPrevented ? 'refused' : 'sent'
}

/**
 * Keeps a click on a form's submit button from being lost. Pressing the button moves focus off the field
 * being typed in, whose check on leaving (shouldValidate: 'onBlur') can add a message above the button and
 * push it down before the pointer is released: the click then lands beside it and nothing is sent, so only
 * that one field is flagged. The button captures the pointer it was pressed with, so the release (and the
 * click) stays on it and the submit checks every field at once. Keyboard use is unchanged.
 */
export function useSubmitClickKept(formId: string) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!form) return
    const keepPointer = (event: PointerEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.type === 'submit' && button.form === form && event.isPrimary) button.setPointerCapture(event.pointerId)
    }
    form.addEventListener('pointerdown', keepPointer)
    return () => form.removeEventListener('pointerdown', keepPointer)
  }, [formId])
}

/** True while this page is submitting a form. */
export function useIsSubmitting() {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod != null && navigation.formMethod.toUpperCase() === 'POST'
}

/**
 * A form checked by its schema the house way: a field when it is left, then again as it is typed in,
 * every field when it is sent (useSubmitClickKept), and focus put where the person can act after a
 * server's refusal (useRefusalFocus). Every refusal is said on the form itself, never as a toast.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  /** What the fields hold before anything is typed (a saved profile, say). */
  defaultValue?: DefaultValue<z.input<Schema>>
}) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  useRefusalFocus(form.id, lastResult)
  useSubmitClickKept(form.id)
  return [form, fields] as const
}
