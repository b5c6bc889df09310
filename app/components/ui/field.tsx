import { useId } from 'react'

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string
  errors?: string[]
  hint?: string
}

/** A labelled input with its messages announced to screen readers. */
export function Field({ label, errors, hint, id, className, ...input }: FieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input id={inputId} className="input" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="field-error" role="alert">
          {errors![0]}
        </p>
      ) : null}
    </div>
  )
}
