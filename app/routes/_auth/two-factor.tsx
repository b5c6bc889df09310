import { useForm, type SubmissionResult } from '@conform-to/react'
import { data, Form, Link, redirect, useSearchParams } from 'react-router'
import { FormAlert, useRefusalFocus, useIsSubmitting } from '#app/components/forms.tsx'
import { SignInCodeSchema } from '#app/features/auth/auth-schemas.ts'
import { TwoFactorCodeField } from '#app/features/auth/two-factor-panels.tsx'
import { pendingCodeStep, signInWithCode } from '#app/features/auth/two-factor.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireAnonymous } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { safeRedirect } from '#app/utils/validation.ts'
import type { Route } from './+types/two-factor'

export const meta: Route.MetaFunction = () => pageMeta('Enter your code', 'The second step of logging in to Unfiltered.')

/** The action's own headers (Retry-After on a 429) reach a browser without JavaScript. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export async function loader(args: Route.LoaderArgs) {
  requireAnonymous(args)
  // Only right after a correct password: otherwise the form has nothing to finish.
  if (!(await pendingCodeStep(args.request))) throw redirect('/login')
  return null
}

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args)
  const submission = parseSubmission(await readFormData(args.request), SignInCodeSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await signInWithCode(args.request, submission.value.code)
  if (outcome.ok) {
    return redirectWithToast(
      submission.value.redirectTo,
      { type: 'success', title: 'Welcome back!', id: 'login' },
      { headers: outcome.headers },
    )
  }
  const headers = new Headers(outcome.headers)
  if (outcome.code === 'TWO_FACTOR_EXPIRED' || outcome.status === 401) {
    return redirectWithToast('/login', { type: 'error', title: outcome.message, id: 'login' }, { headers })
  }
  if (outcome.retryAfterSeconds) headers.set('Retry-After', String(outcome.retryAfterSeconds))
  return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: ['code'] }) }, { status: outcome.status, headers })
}

export default function TwoFactorStep({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirectTo'))
  const busy = useIsSubmitting()
  const lastResult = (actionData as { result?: SubmissionResult<string[]> } | undefined)?.result
  const [form, fields] = useForm({
    id: 'two-factor-code',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubmission(formData, SignInCodeSchema),
  })
  useRefusalFocus(form.id, lastResult)
  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <div className="card">
        <h1 className="font-display text-3xl font-black">Enter your code</h1>
        <p className="mt-2 text-ink-soft">Open your authenticator app and type the six-digit code it shows for Unfiltered.</p>
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          className="mt-6 space-y-4"
          aria-label="Enter your code"
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormAlert form={form} />
          <TwoFactorCodeField
            meta={fields.code}
            label="Code"
            hint="No phone to hand? Type one of your backup codes instead, such as abcde-12345. Each works once."
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Please wait…' : 'Log in'}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          <Link to="/login" className="link">
            Start again with your password
          </Link>
        </p>
      </div>
    </section>
  )
}
