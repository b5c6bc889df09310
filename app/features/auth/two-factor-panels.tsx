// The two-factor settings panel's states: off, setting up (QR code and key), just turned on (the
// backup codes, shown once), and on (turn it off with the password and a code). Each is a part of the
// page's one settings panel, named by its h3; each form says its refusal at its top.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { Form, Link } from 'react-router'
import type { z } from 'zod'
import { FormAlert, SubmitButton, TextField, useIsSubmitting, useRefusalFocus } from '#app/components/forms.tsx'
import { notify } from '#app/components/ui/toast.tsx'
import { parseSubmission } from '#app/utils/submission.ts'
import { PASSWORD_MAX } from '#app/utils/validation.ts'
import { TwoFactorConfirmSchema, TwoFactorOffSchema, TwoFactorStartSchema } from './auth-schemas.ts'

export type TwoFactorActionData = { intent: string; result: SubmissionResult<string[]>; backupCodes?: string[] }
type PanelProps = { actionData: TwoFactorActionData | undefined }

/** One of the page's forms: its intent, its schema, Conform, and focus put where the person can act after a refusal. */
function useIntentForm(intent: string, schema: z.ZodType, actionData: TwoFactorActionData | undefined) {
  const lastResult = actionData?.intent === intent ? actionData.result : undefined
  const [form, fields] = useForm({
    id: `two-factor-${intent}`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  useRefusalFocus(form.id, lastResult)
  return { form, fields: fields as Record<string, Parameters<typeof TextField>[0]['meta']> }
}

type FieldMeta = Parameters<typeof TextField>[0]['meta']

/**
 * The field for a code from the authenticator app or, where `hint` offers it, a backup code
 * (`abcde-12345`, letters as given): a phone keyboard neither capitalises nor corrects it. Also the
 * code step of signing in (app/routes/_auth/two-factor.tsx).
 */
export function TwoFactorCodeField({ meta, label, hint }: { meta: FieldMeta; label: string; hint: string }) {
  return (
    <TextField
      meta={meta}
      label={label}
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="off"
      spellCheck={false}
      required
      maxLength={20}
      hint={hint}
    />
  )
}

function PasswordInput({ meta }: { meta: FieldMeta }) {
  return <TextField meta={meta} label="Your password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} />
}

/** One state of the panel: a part named by its h3. */
function StatePart({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Off, for an account without a password: the offer of a link that sets one comes first. */
export function NoPasswordPanel({ children }: { children: React.ReactNode }) {
  return (
    <StatePart id="two-factor-off" title="Off">
      {children}
    </StatePart>
  )
}

export function TurnOnPanel({ actionData }: PanelProps) {
  const busy = useIsSubmitting()
  const { form, fields } = useIntentForm('start', TwoFactorStartSchema, actionData)
  return (
    <StatePart id="two-factor-off" title="Off">
      <p className="text-ink-soft">
        With two-factor sign-in, someone who learns your password still cannot get in without your phone. You need an authenticator app such
        as Google Authenticator, 1Password or Authy.
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-5">
        <FormAlert form={form} />
        <input type="hidden" name="intent" value="start" />
        <PasswordInput meta={fields.password!} />
        <SubmitButton busy={busy} busyLabel="Please wait…">
          Set up two-factor sign-in
        </SubmitButton>
      </Form>
    </StatePart>
  )
}

export function ConfirmSetupPanel({ pending, actionData }: PanelProps & { pending: { secret: string; qrSvg: string } }) {
  const busy = useIsSubmitting()
  const { form, fields } = useIntentForm('confirm', TwoFactorConfirmSchema, actionData)
  return (
    <StatePart id="two-factor-setup" title="Connect your authenticator app">
      <ol className="list-decimal space-y-4 pl-5">
        <li>
          <p>In your authenticator app, add an account and scan this code.</p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="mt-3 w-48 max-w-full rounded-xl border border-ink/10 bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
            // Rendered on the server from our own otpauth address: no user input reaches it.
            dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
          />
        </li>
        <li>
          <p>Can&apos;t scan? Type this key instead (time-based, six digits):</p>
          <code data-testid="two-factor-secret" className="mt-2 block rounded-lg bg-paper px-3 py-2 font-mono text-sm break-all select-all">
            {pending.secret}
          </code>
        </li>
        <li>
          <p>Type the six-digit code the app now shows.</p>
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-3 space-y-5">
            <FormAlert form={form} />
            <input type="hidden" name="intent" value="confirm" />
            <TextField
              meta={fields.code!}
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={12}
            />
            <SubmitButton busy={busy} busyLabel="Please wait…">
              Turn on two-factor sign-in
            </SubmitButton>
          </Form>
        </li>
      </ol>
    </StatePart>
  )
}

export function BackupCodesPanel({ codes }: { codes: string[] }) {
  // The setup form's outcome (it stays on the page, with the codes): a toast, as every settings success is.
  useEffect(() => notify.success('Two-factor sign-in is on', { id: 'two-factor-confirm' }), [])
  return (
    <StatePart id="two-factor-codes" title="Two-factor sign-in is on. Save your backup codes">
      <p className="text-ink-soft">
        If you lose your phone, each of these ten codes lets you log in once. Keep them somewhere safe, such as a password manager. They are
        shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:text-base" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-paper px-3 py-2 text-center select-all" data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <Link to="/dashboard/settings/two-factor" className="btn-primary w-full sm:w-auto">
        I have saved them
      </Link>
    </StatePart>
  )
}

export function TurnOffPanel({ actionData }: PanelProps) {
  const busy = useIsSubmitting()
  const { form, fields } = useIntentForm('disable', TwoFactorOffSchema, actionData)
  return (
    <StatePart id="two-factor-on" title="On">
      <p className="text-ink-soft">Each time you log in, we ask for a code from your authenticator app after your password.</p>
      <h4 className="font-bold">Turn it off</h4>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-5">
        <FormAlert form={form} />
        <input type="hidden" name="intent" value="disable" />
        <PasswordInput meta={fields.password!} />
        <TwoFactorCodeField meta={fields.code!} label="Code from the app" hint="Or one of your backup codes." />
        <SubmitButton busy={busy} busyLabel="Please wait…" tone="secondary">
          Turn off two-factor sign-in
        </SubmitButton>
      </Form>
    </StatePart>
  )
}
