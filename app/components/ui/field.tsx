import { useId } from 'react'

type Described = {
  label: string
  errors?: string[] | null
  hint?: string
  /** The most characters the form accepts: a count shows as the text nears it. Only for a field given its `value`. */
  limit?: number
}

/** A count shows from this share of the limit: early enough to trim, late enough not to distract. */
const COUNT_FROM = 0.8

/** "240 / 300" once the text nears its limit, and whether it is over; null while it is far from it. */
export function characterCount(length: number, limit: number): { text: string; over: boolean } | null {
  if (length < limit * COUNT_FROM) return null
  return { text: `${length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`, over: length > limit }
}

type Count = ReturnType<typeof characterCount>

const countOf = (value: unknown, limit: number | undefined): Count =>
  limit !== undefined && typeof value === 'string' ? characterCount(value.length, limit) : null

/** Ids for a control's hint, character count and first error, tied to it for screen readers. */
function useDescribedBy(id: string | undefined, hint: string | undefined, count: Count, invalid: boolean) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const countId = `${controlId}-count`
  const describedBy = [hint ? hintId : null, count ? countId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return { controlId, errorId, hintId, countId, describedBy }
}

function Messages({
  hint,
  hintId,
  count,
  countId,
  errors,
  errorId,
}: {
  hint?: string
  hintId: string
  count: Count
  countId: string
  errors?: string[] | null
  errorId: string
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {count ? (
        <p
          id={countId}
          data-testid="character-count"
          className={`mt-1.5 text-right text-sm tabular-nums ${count.over ? 'font-bold text-shock-ink' : 'text-ink-soft'}`}
        >
          {count.text}
          <span className="sr-only"> characters</span>
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
export function Field({ label, errors, hint, limit, id, className, ...input }: React.InputHTMLAttributes<HTMLInputElement> & Described) {
  const invalid = Boolean(errors?.length)
  const count = countOf(input.value, limit)
  const { controlId, errorId, hintId, countId, describedBy } = useDescribedBy(id, hint, count, invalid)
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input id={controlId} className="input" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      <Messages hint={hint} hintId={hintId} count={count} countId={countId} errors={errors} errorId={errorId} />
    </div>
  )
}

/** The textarea twin of Field. */
export function TextareaField({
  label,
  errors,
  hint,
  limit,
  id,
  className,
  ...textarea
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  const invalid = Boolean(errors?.length)
  const count = countOf(textarea.value, limit)
  const { controlId, errorId, hintId, countId, describedBy } = useDescribedBy(id, hint, count, invalid)
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
      <Messages hint={hint} hintId={hintId} count={count} countId={countId} errors={errors} errorId={errorId} />
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
}: React.SelectHTMLAttributes<HTMLSelectElement> & Omit<Described, 'limit'>) {
  const invalid = Boolean(errors?.length)
  const { controlId, errorId, hintId, countId, describedBy } = useDescribedBy(id, hint, null, invalid)
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select id={controlId} className="input" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      <Messages hint={hint} hintId={hintId} count={null} countId={countId} errors={errors} errorId={errorId} />
    </div>
  )
}
