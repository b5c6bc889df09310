import { parseSubmission } from '#app/utils/submission.ts'
import { data, Form, Link } from 'react-router'
import { FormAlert, TextField, useAuthRefusalToast, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PASSWORD_MAX } from '#app/utils/validation.ts'
import { INVALID_RESET_LINK, PASSWORD_FIELDS, PASSWORD_MISMATCH, ResetPasswordSchema } from '#app/features/auth/auth-schemas.ts'
import { resetPassword } from '#app/features/auth/password-reset.server.ts'
import type { StylesheetHandle } from '#app/utils/inline-css.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = () => pageMeta('Choose a new password', 'Set a new password for your Unfiltered account.')

/** Rendered for every visit: the stylesheet is linked, not inlined (see stylesheetModeOf). */
export const handle: StylesheetHandle = { stylesheet: 'linked' }

/** The action's own headers (Retry-After on a 429) reach the page a browser without JavaScript gets. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = params.get('token') ?? ''
  const valid = ResetPasswordSchema.shape.token.safeParse(token).success
  return { token: valid ? token : '', linkError: params.get('error') || !valid ? INVALID_RESET_LINK : null }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), ResetPasswordSchema)
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 })
  const outcome = await resetPassword(request, submission.value)
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: PASSWORD_FIELDS }) },
      { status: outcome.status, headers },
    )
  }
  return redirectWithToast('/login', {
    type: 'success',
    title: 'Password updated',
    description: 'Log in with your new password.',
    id: 'reset-password',
  })
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: 'reset-password',
    schema: ResetPasswordSchema,
    lastResult: actionData?.result,
  })
  useAuthRefusalToast(form.id, actionData?.result)
  const mismatch = Boolean(fields.confirmPassword.value) && fields.password.value !== fields.confirmPassword.value

  if (loaderData.linkError) {
    return (
      <section className="mx-auto max-w-md px-5 py-12">
        <div className="card">
          <h1 className="font-display text-3xl font-black">Link expired</h1>
          <p className="mt-3 text-ink-soft">{loaderData.linkError}</p>
          <Link to="/login?mode=forgot" className="btn-primary mt-6 w-full">
            Request a new link
          </Link>
        </div>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <div className="card">
        <h1 className="font-display text-3xl font-black">Choose a new password</h1>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-6 space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <FormAlert form={form} />
          <TextField
            meta={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            hint="At least 8 characters; avoid common passwords."
          />
          <TextField
            meta={fields.confirmPassword}
            // Said as soon as the two differ, and the button waits (spec §5).
            errors={mismatch ? [PASSWORD_MISMATCH] : fields.confirmPassword.errors}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
          />
          {fields.token.errors?.length ? (
            <p className="field-error" role="alert">
              {fields.token.errors[0]}
            </p>
          ) : null}
          <button type="submit" className="btn-primary w-full" disabled={busy || mismatch}>
            {busy ? 'Saving…' : 'Set new password'}
          </button>
        </Form>
      </div>
    </section>
  )
}
