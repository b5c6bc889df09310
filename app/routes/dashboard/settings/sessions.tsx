import { data, Form } from 'react-router'
import { RefusalLine, SubmitButton, useIsSubmitting } from '#app/components/forms.tsx'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { EndSessionSchema, SESSIONS_FORM_ID } from '#app/features/auth/account-schemas.ts'
import {
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  SESSION_MESSAGES,
  type SessionView,
} from '#app/features/auth/account-sessions.server.ts'
import { dateTimeText } from '#app/utils/dates.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/sessions'

export const meta: Route.MetaFunction = () => pageMeta('Sessions · Settings', 'Where your account is signed in.')

const PAGE = '/dashboard/settings/sessions'

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  return { sessions: await listOwnSessions(args.request, user) }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  switch (form.get('intent')) {
    case 'end': {
      const submission = parseSubmission(form, EndSessionSchema)
      if (submission.status !== 'success')
        return data({ error: submission.error?.sessionId?.[0] ?? 'Choose a session to end.' }, { status: 400 })
      const outcome = await endOwnSession(args.request, user, submission.value.sessionId)
      if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status })
      return redirectWithToast(PAGE, { type: 'success', title: SESSION_MESSAGES.ended, id: SESSIONS_FORM_ID })
    }
    case 'end-others':
      await endOtherSessions(args.request, user)
      return redirectWithToast(PAGE, { type: 'success', title: SESSION_MESSAGES.othersEnded, id: SESSIONS_FORM_ID })
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

function SessionItem({ session, busy }: { session: SessionView; busy: boolean }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-bold">
          {session.device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-lime px-2 py-0.5 align-middle text-xs font-bold text-ink">This device</span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span className="break-all">{session.ipAddress ? `Address ${session.ipAddress}` : 'Address unknown'}</span>
          <span>Last active {dateTimeText(session.lastActiveAt)}</span>
          <span>Signed in {dateTimeText(session.createdAt)}</span>
        </p>
      </div>
      {session.current ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="sessionId" value={session.id} />
          <button
            type="submit"
            className="btn-secondary btn-sm w-full sm:w-auto"
            disabled={busy}
            aria-label={`End session: ${session.device}`}
          >
            End session
          </button>
        </Form>
      )}
    </li>
  )
}

export default function SessionsSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const { sessions } = loaderData
  const others = sessions.filter((session) => !session.current).length
  return (
    <SettingsPanel
      id="sessions-heading"
      title="Sessions"
      description="Every browser where your account is signed in. End any you do not recognise, then change your password."
    >
      {/* A refused End session: said once, above the list its buttons are in. */}
      {actionData?.error ? <RefusalLine>{actionData.error}</RefusalLine> : null}
      <ul className="divide-y divide-ink/10 border-y border-ink/10" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} busy={busy} />
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <SubmitButton busy={busy}>Sign out of all other sessions</SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-ink-soft">You are signed in on this device only.</p>
      )}
    </SettingsPanel>
  )
}
