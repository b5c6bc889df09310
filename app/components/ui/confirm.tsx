// Actions that ask first. With JavaScript the button opens a dialog; without it, the form posts
// without `confirm=yes`, the server changes nothing and answers with a confirmation step
// (ConfirmStep), whose button posts the same fields again with `confirm=yes`.
import { useId, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useHydrated } from './use-hydrated.ts'

/** The field a confirmed submission carries. */
export const CONFIRM_FIELD = 'confirm'
export const CONFIRMED = 'yes'
/** The confirmation step's heading: a form far down a page posts to `#confirm-step` to land on it. */
export const CONFIRM_STEP_ID = 'confirm-step'

/** What a server answers an unconfirmed submission with: the question and the fields to post again. */
export type ConfirmationRequest = {
  question: string
  details?: string
  confirmLabel: string
  /** The button that changes nothing ("Keep it"); "Cancel" unless said. */
  dismissLabel?: string
  fields: Record<string, string>
}

type ConfirmButtonProps = {
  question: string
  details?: string
  confirmLabel: string
  dismissLabel?: string
  className: string
  disabled?: boolean
  children: React.ReactNode
}

/**
 * A submit button for a form that must be confirmed: once the page runs JavaScript it opens a modal
 * dialog (Escape or Cancel closes it, focus stays inside) whose confirm button submits the form
 * with `confirm=yes`. Place it inside the form.
 */
export function ConfirmButton({
  question,
  details,
  confirmLabel,
  dismissLabel = 'Cancel',
  className,
  disabled,
  children,
}: ConfirmButtonProps) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  return (
    <>
      <button
        type="submit"
        className={className}
        disabled={disabled}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          if (!dialog.current?.showModal) return
          event.preventDefault()
          dialog.current.showModal()
        }}
      >
        {children}
      </button>
      {hydrated ? (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-title`}
          aria-describedby={details ? `${id}-details` : undefined}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-ink/10 bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
        >
          <p id={`${id}-title`} className="font-display text-lg font-black break-words">
            {question}
          </p>
          {details ? (
            <p id={`${id}-details`} className="mt-2 text-sm break-words text-ink-soft">
              {details}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary btn-sm" onClick={() => dialog.current?.close()}>
              {dismissLabel}
            </button>
            <button
              type="submit"
              name={CONFIRM_FIELD}
              value={CONFIRMED}
              className="btn-primary btn-sm"
              disabled={disabled}
              onClick={() => dialog.current?.close()}
            >
              {confirmLabel}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  )
}

/**
 * The action of a form whose answer, without JavaScript, is a confirmation step down the page: the
 * same URL with `#confirm-step`, so the browser lands on the question. With JavaScript, the form's own.
 */
export function useConfirmStepAction() {
  const { pathname, search } = useLocation()
  return useHydrated() ? undefined : `${pathname}${search}#${CONFIRM_STEP_ID}`
}

/** The server-rendered confirmation step (the page without JavaScript): the question, Confirm, and Cancel (or its dismiss label) back to the page. */
export function ConfirmStep({ request, cancelTo }: { request: ConfirmationRequest; cancelTo: string }) {
  return (
    <section aria-labelledby={CONFIRM_STEP_ID} className="card border-2 border-ink" data-testid="confirm-step">
      <h2 id={CONFIRM_STEP_ID} className="font-display text-lg font-black break-words">
        {request.question}
      </h2>
      {request.details ? <p className="mt-2 text-sm break-words text-ink-soft">{request.details}</p> : null}
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-3">
        {Object.entries(request.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name={CONFIRM_FIELD} value={CONFIRMED} className="btn-primary btn-sm">
          {request.confirmLabel}
        </button>
        <Link to={cancelTo} preventScrollReset className="btn-secondary btn-sm">
          {request.dismissLabel ?? 'Cancel'}
        </Link>
      </Form>
    </section>
  )
}
