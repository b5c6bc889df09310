// The one form pattern (docs/forms.md): a Zod schema per form, Conform on both sides.
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { notify } from './ui/toast.tsx'
import { Field, SelectField, TextareaField } from './ui/field.tsx'

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

/** Errors about the whole form (a refused sign-in, a rate limit), where the form points screen readers. */
export function FormAlert({ form }: { form: Pick<FormMetadata<Record<string, unknown>, string[]>, 'errorId' | 'errors'> }) {
  if (!form.errors?.length) return null
  return (
    <p id={form.errorId} className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">
      {form.errors[0]}
    </p>
  )
}

/**
 * Tells a server's refusal of the whole form once as a toast, when the page is idle again, and
 * puts focus where the person can act: the first field to fix, else the submit button. The toast
 * carries the form's id, so the form's next outcome replaces it instead of stacking.
 */
export function useFormErrorToast(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  const navigation = useNavigation()
  const told = useRef<unknown>(undefined)
  const text = lastResult?.error?.['']?.[0]
  useEffect(() => {
    if (!lastResult || !text || told.current === lastResult || navigation.state !== 'idle') return
    told.current = lastResult
    notify.error(text, { id: formId })
    const form = document.getElementById(formId)
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('button[type="submit"]')
    target?.focus()
  }, [formId, lastResult, text, navigation.state])
}

/** True while this page is submitting a form. */
export function useIsSubmitting() {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod != null && navigation.formMethod.toUpperCase() === 'POST'
}
