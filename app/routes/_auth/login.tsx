import { useForm } from '@conform-to/react'
import { parseSubmission } from '#app/utils/submission.ts'
import { Form, Link, useRouteLoaderData, useSearchParams } from 'react-router'
import {
  FormAlert,
  FormSuccessNote,
  formLevelMessage,
  RefusalLine,
  TextField,
  useAuthRefusalToast,
  useIsSubmitting,
  useRefusalFocus,
} from '#app/components/forms.tsx'
import { getPublicEnv } from '#app/utils/env.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireAnonymous } from '#app/utils/permissions.server.ts'
import { EMAIL_LIMIT, PASSWORD_MAX, safeRedirect } from '#app/utils/validation.ts'
import { ForgotPasswordSchema, LoginSchema, PASSWORD_MISMATCH, SignupSchema } from '#app/features/auth/auth-schemas.ts'
import { handleAuthForm, type AuthActionData } from './login.server.ts'
import type { StylesheetHandle } from '#app/utils/inline-css.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/login'

type Mode = 'login' | 'signup' | 'forgot'

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData?.mode === 'signup'
    ? pageMeta('Sign up', 'Create your Unfiltered account to order human-written content or join as a writer.')
    : pageMeta('Log in', 'Log in to your Unfiltered dashboard.')

const SCHEMAS = { login: LoginSchema, signup: SignupSchema, forgot: ForgotPasswordSchema } as const

/** Rendered for every visit: the stylesheet is linked, not inlined (see stylesheetModeOf). */
export const handle: StylesheetHandle = { stylesheet: 'linked' }

/** The action's own headers (Retry-After on a 429) reach the page a browser without JavaScript gets. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args)
  // args.url, not request.url: a client-side navigation asks for /signup.data.
  const { url } = args
  const mode: Mode = url.pathname === '/signup' ? 'signup' : url.searchParams.get('mode') === 'forgot' ? 'forgot' : 'login'
  return { mode, googleEnabled: getPublicEnv().googleEnabled }
}

export async function action(args: Route.ActionArgs) {
  requireAnonymous(args)
  const form = await readFormData(args.request)
  return handleAuthForm(args.request, form)
}

/**
 * The forms that send the person back to this screen when they succeed: a reset link sent, a new
 * password set (/reset-password), a verification link sent again (its toast carries the login form's id).
 */
const RETURNING_FORMS = ['forgot', 'reset-password', 'login'] as const

const HEADINGS: Record<Mode, { title: string; lead: string; submit: string }> = {
  login: { title: 'Welcome back', lead: 'Log in to your dashboard.', submit: 'Log in' },
  signup: { title: 'Create your account', lead: 'Human-written content, minus the fluff.', submit: 'Sign up' },
  forgot: { title: 'Reset your password', lead: 'We will email you a link to choose a new one.', submit: 'Send reset link' },
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  // One form per mode, each with its own state: switching modes starts afresh.
  return <AuthCard key={loaderData.mode} mode={loaderData.mode} googleEnabled={loaderData.googleEnabled} actionData={actionData} />
}

function AuthCard({ mode, googleEnabled, actionData }: { mode: Mode; googleEnabled: boolean; actionData: AuthActionData | undefined }) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirectTo'))
  // Carried between log in and sign up, and through the verification link (e.g. back to onboarding).
  const carried = searchParams.get('redirectTo') ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''
  const busy = useIsSubmitting()
  const schema = SCHEMAS[mode]
  const [form, fields] = useForm({
    id: mode,
    lastResult: actionData?.intent === mode ? actionData.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  useRefusalFocus(mode, actionData?.intent === mode ? actionData.result : undefined)
  // The spec's toast (§8), for this screen's every form: sign-in, sign-up, the reset link, a resend, Google.
  useAuthRefusalToast(mode, actionData?.result)
  // The screen's small forms (resend the link, Google) say their own refusal above their button.
  const smallFormRefusal = (intent: string) => (actionData?.intent === intent ? formLevelMessage(actionData.result.error) : undefined)
  const password = fields.password?.value
  const confirmation = fields.confirmPassword?.value
  const mismatch = mode === 'signup' && Boolean(confirmation) && password !== confirmation
  const heading = HEADINGS[mode]
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast

  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <div className="card">
        <h1 className="font-display text-3xl font-black">{heading.title}</h1>
        <p className="mt-2 text-ink-soft">{heading.lead}</p>
        <FormSuccessNote toast={toast} forms={RETURNING_FORMS} className="mt-4" />

        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          className="mt-6 space-y-4"
          aria-label={heading.title}
        >
          <input type="hidden" name="intent" value={mode} />
          {mode === 'login' || (mode === 'signup' && carried) ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FormAlert form={form} />
          {mode === 'signup' ? <TextField meta={fields.name!} label="Name" autoComplete="name" required maxLength={1000} /> : null}
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required maxLength={EMAIL_LIMIT} />
          {mode !== 'forgot' ? (
            <TextField
              meta={fields.password!}
              label="Password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              maxLength={PASSWORD_MAX}
              hint={mode === 'signup' ? 'At least 8 characters; avoid common passwords.' : undefined}
            />
          ) : null}
          {mode === 'signup' ? (
            <TextField
              meta={fields.confirmPassword!}
              // Said as soon as the two differ, and the button waits (spec §5).
              errors={mismatch ? [PASSWORD_MISMATCH] : fields.confirmPassword!.errors}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX}
            />
          ) : null}
          <button type="submit" className="btn-primary w-full" disabled={busy || mismatch}>
            {busy ? 'Please wait…' : heading.submit}
          </button>
        </Form>

        {actionData?.code === 'EMAIL_NOT_VERIFIED' && actionData.email ? (
          <Form method="post" className="mt-3 space-y-3">
            <SmallFormRefusal message={smallFormRefusal('resend-verification')} />
            <input type="hidden" name="intent" value="resend-verification" />
            <input type="hidden" name="email" value={actionData.email} />
            <button type="submit" className="btn-secondary w-full" disabled={busy}>
              Resend verification email
            </button>
          </Form>
        ) : null}

        {googleEnabled && mode !== 'forgot' ? (
          <Form method="post" className="mt-3 space-y-3">
            <SmallFormRefusal message={smallFormRefusal('google')} />
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
                <Link to={`/signup${carried}`} className="link">
                  Create an account
                </Link>
              </p>
            </>
          ) : (
            <p>
              {mode === 'signup' ? 'Already have an account? ' : 'Remembered it? '}
              <Link to={mode === 'signup' ? `/login${carried}` : '/login'} className="link">
                Log in
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}

function SmallFormRefusal({ message }: { message: string | undefined }) {
  return message ? <RefusalLine>{message}</RefusalLine> : null
}
