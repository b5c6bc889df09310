import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { Field } from '#app/components/ui/field.tsx'
import { usePasswordConfirmation } from '#app/components/ui/password-confirmation.ts'
import { notify } from '#app/components/ui/toast.tsx'
import { getPublicEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireAnonymous } from '#app/utils/session.server.ts'
import {
  EMAIL_LIMIT,
  fieldErrors,
  ForgotPasswordSchema,
  LoginSchema,
  safeRedirect,
  SignupSchema,
  type FieldErrors,
} from '#app/utils/validation.ts'
import { login, requestPasswordReset, resendVerification, signInWithGoogle, signup } from './+shared/auth-actions.server.ts'
import type { Route } from './+types/login'

type Mode = 'login' | 'signup' | 'forgot'

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData?.mode === 'signup'
    ? pageMeta('Sign up', 'Create your Unfiltered account to order human-written content or join as a writer.')
    : pageMeta('Log in', 'Log in to your Unfiltered dashboard.')

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const url = new URL(request.url)
  const isSignup = url.pathname === '/signup'
  return {
    mode: (isSignup ? 'signup' : url.searchParams.get('mode') === 'forgot' ? 'forgot' : 'login') as Mode,
    googleEnabled: getPublicEnv().googleEnabled,
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request)
  const form = await request.formData().catch(() => null)
  if (!form) throw data('The form could not be read.', { status: 400 })
  switch (form.get('intent')) {
    case 'login':
      return login(request, form)
    case 'signup':
      return signup(request, form)
    case 'forgot':
      return requestPasswordReset(request, form)
    case 'resend-verification':
      return resendVerification(request, form)
    case 'google':
      return signInWithGoogle(request)
    default:
      throw data('Unknown form.', { status: 400 })
  }
}

const SCHEMAS = { login: LoginSchema, signup: SignupSchema, forgot: ForgotPasswordSchema } as const

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, googleEnabled } = loaderData
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirectTo'))
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const confirmation = usePasswordConfirmation()
  const serverErrors = actionData?.intent === mode ? actionData.errors ?? {} : {}
  const errors = { ...serverErrors, ...clientErrors }
  const mismatch = mode === 'signup' && confirmation.mismatch

  useEffect(() => {
    if (actionData?.formError) notify.error(actionData.formError)
  }, [actionData])
  const [errorsMode, setErrorsMode] = useState(mode)
  if (errorsMode !== mode) {
    setErrorsMode(mode)
    setClientErrors({})
  }

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const result = SCHEMAS[mode].safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!result.success) {
      event.preventDefault()
      setClientErrors(fieldErrors(result.error))
    } else {
      setClientErrors({})
    }
  }

  const headings: Record<Mode, { title: string; lead: string }> = {
    login: { title: 'Welcome back', lead: 'Log in to your dashboard.' },
    signup: { title: 'Create your account', lead: 'Human-written content, minus the fluff.' },
    forgot: { title: 'Reset your password', lead: 'We will email you a link to choose a new one.' },
  }

  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <div className="card">
        <h1 className="font-display text-3xl font-black">{headings[mode].title}</h1>
        <p className="mt-2 text-ink-soft">{headings[mode].lead}</p>

        <Form method="post" noValidate onSubmit={validate} className="mt-6 space-y-4" aria-label={headings[mode].title}>
          <input type="hidden" name="intent" value={mode} />
          {mode === 'login' ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {mode === 'signup' ? <Field label="Name" name="name" autoComplete="name" required maxLength={1000} errors={errors.name} /> : null}
          <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_LIMIT} errors={errors.email} defaultValue={actionData?.email} />
          {mode !== 'forgot' ? (
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              maxLength={128}
              errors={errors.password}
              hint={mode === 'signup' ? 'At least 8 characters; avoid common passwords.' : undefined}
              onChange={confirmation.onPasswordChange}
            />
          ) : null}
          {mode === 'signup' ? (
            <Field
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              errors={confirmation.confirmErrors(errors.confirmPassword)}
              onChange={confirmation.onConfirmChange}
            />
          ) : null}
          {actionData?.formError && actionData.intent === mode ? (
            <p className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary w-full" disabled={busy || mismatch}>
            {busy ? 'Please wait…' : mode === 'login' ? 'Log in' : mode === 'signup' ? 'Sign up' : 'Send reset link'}
          </button>
        </Form>

        {actionData?.code === 'EMAIL_NOT_VERIFIED' && actionData.email ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend-verification" />
            <input type="hidden" name="email" value={actionData.email} />
            <button type="submit" className="btn-secondary w-full" disabled={busy}>
              Resend verification email
            </button>
          </Form>
        ) : null}

        {googleEnabled && mode !== 'forgot' ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="google" />
            <button type="submit" className="btn-secondary w-full" disabled={busy}>
              Sign in with Google
            </button>
          </Form>
        ) : null}

        <div className="mt-6 space-y-2 text-sm">
          {mode === 'login' ? (
            <>
              <p>
                <Link to="/login?mode=forgot" className="link">
                  Forgot your password?
                </Link>
              </p>
              <p>
                New here?{' '}
                <Link to="/signup" className="link">
                  Create an account
                </Link>
              </p>
            </>
          ) : (
            <p>
              {mode === 'signup' ? 'Already have an account? ' : 'Remembered it? '}
              <Link to="/login" className="link">
                Log in
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
