import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { Field } from '#app/components/ui/field.tsx'
import { usePasswordConfirmation } from '#app/components/ui/password-confirmation.ts'
import { notify } from '#app/components/ui/toast.tsx'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { consumeRateLimit, getClientIp, rateLimitMessage } from '#app/utils/rate-limit.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { fieldErrors, ResetPasswordSchema, type FieldErrors } from '#app/utils/validation.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = () => pageMeta('Choose a new password', 'Set a new password for your Unfiltered account.')

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.'

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = params.get('token')?.slice(0, 512) ?? ''
  return { token, linkError: params.get('error') || !token ? INVALID_LINK : null }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) throw data('The form could not be read.', { status: 400 })
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) as FieldErrors, formError: undefined }, { status: 400 })
  const verdict = await consumeRateLimit(getDb(), `reset:ip:${getClientIp(request)}`, { limit: 10, windowSeconds: 15 * 60 })
  if (!verdict.allowed) return data({ errors: {}, formError: rateLimitMessage(verdict.retryAfterSeconds) }, { status: 429 })

  const response = await getAuth().api.resetPassword({
    body: { newPassword: parsed.data.password, token: parsed.data.token },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
    const message = body?.code === 'INVALID_TOKEN' ? INVALID_LINK : body?.message || INVALID_LINK
    return data({ errors: {}, formError: message }, { status: 400 })
  }
  return redirectWithToast('/login', { type: 'success', title: 'Password updated', description: 'Log in with your new password.' })
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const confirmation = usePasswordConfirmation()
  const errors: FieldErrors = { ...(actionData?.errors ?? {}), ...clientErrors }
  const { mismatch } = confirmation

  useEffect(() => {
    if (actionData?.formError) notify.error(actionData.formError)
  }, [actionData])

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
        <Form
          method="post"
          noValidate
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            const result = ResetPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
            if (!result.success) {
              event.preventDefault()
              setClientErrors(fieldErrors(result.error))
            } else setClientErrors({})
          }}
        >
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            errors={errors.password}
            hint="At least 8 characters; avoid common passwords."
            onChange={confirmation.onPasswordChange}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            errors={confirmation.confirmErrors(errors.confirmPassword)}
            onChange={confirmation.onConfirmChange}
          />
          {actionData?.formError ? (
            <p className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">
              {actionData.formError}
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
