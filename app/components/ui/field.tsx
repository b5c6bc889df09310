import { useId } from 'react'

type Described = { label: string; errors?: string[] | null; hint?: string }

/** Ids for a control's hint and first error, tied to it for screen readers. */
function useDescribedBy(id: string | undefined, hint: string | undefined, invalid: boolean) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return { controlId, errorId, hintId, describedBy }
}

function Messages({ hint, hintId, errors, errorId }: { hint?: string; hintId: string; errors?: string[] | null; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="field-error" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </>
  )
}

/** A labelled input with its hint and first error announced to screen readers. */
export function Field({ label, errors, hint, id, className, ...input }: React.InputHTMLAttributes<HTMLInputElement> & Described) {
  const invalid = Boolean(errors?.length)
  const { controlId, errorId, hintId, describedBy } = useDescribedBy(id, hint, invalid)
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input id={controlId} className="input" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      <Messages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  )
}

/** The textarea twin of Field. */
export function TextareaField({
  label,
  errors,
  hint,
  id,
  className,
  ...textarea
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  const invalid = Boolean(errors?.length)
  const { controlId, errorId, hintId, describedBy } = useDescribedBy(id, hint, invalid)
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={controlId}
        className="input min-h-36 resize-y"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <Messages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  )
}

/** The select twin of Field: the options are its children. */
export function SelectField({
  label,
  errors,
  hint,
  id,
  className,
  children,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & Described) {
  const invalid = Boolean(errors?.length)
  const { controlId, errorId, hintId, describedBy } = useDescribedBy(id, hint, invalid)
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select id={controlId} className="input" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      <Messages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  )
}
