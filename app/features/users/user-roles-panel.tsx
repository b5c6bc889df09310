import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useSearchParams } from 'react-router'
import { FormAlert, TextareaFormField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { ConfirmButton } from '#app/components/ui/confirm.tsx'
import { ROLE_LABELS, type Role } from '#app/utils/permissions.ts'
import { grantAdminConfirmation, ROLE_ORDER } from './role-schema.ts'
import { SUSPEND_REASON_LIMIT, SuspendSchema } from './suspension-schema.ts'
import { dateText } from '#app/utils/dates.ts'

export type UserListRow = {
  id: string
  name: string
  email: string
  company: string | null
  roles: Role[]
  suspended: boolean
  createdAt: string
}
export type UserDetail = {
  id: string
  name: string
  email: string
  emailVerified: boolean
  suspended: boolean
  suspendReason: string | null
  createdAt: string
  company: string | null
  bio: string | null
  portfolioUrl: string | null
  experienceYears: number | null
  specialties: string[]
  roles: Role[]
  writing: number
  writtenFor: number
}

export function RoleBadges({ roles }: { roles: Role[] }) {
  if (roles.length === 0) return <span className="text-xs font-semibold text-ink-soft">No role</span>
  return (
    <span className="flex flex-wrap gap-1">
      {ROLE_ORDER.filter((role) => roles.includes(role)).map((role) => (
        <span key={role} className={`rounded-full px-2 py-0.5 text-xs font-bold ${role === 'admin' ? 'bg-ink text-paper' : 'bg-ink/10'}`}>
          {ROLE_LABELS[role]}
        </span>
      ))}
    </span>
  )
}

export function SuspendedBadge() {
  return <span className="rounded-full bg-shock-ink px-2 py-0.5 text-xs font-bold text-white">Suspended</span>
}

/** The search box (a GET form: it works without JavaScript) and the page of people it found. */
export function UserSearchList({ users, selectedId }: { users: UserListRow[]; selectedId: string | null }) {
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const suspendedOnly = params.get('status') === 'suspended'
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params)
    next.set('user', id)
    return `?${next}`
  }
  return (
    <>
      <Form method="get" role="search" className="grid grid-cols-[minmax(0,1fr)_auto] gap-2" aria-label="Search users">
        <label htmlFor="user-search" className="sr-only">
          Search by name, e-mail or company
        </label>
        <input
          id="user-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Name, e-mail or company"
          className="input col-span-2"
        />
        <label htmlFor="user-status" className="sr-only">
          Show
        </label>
        <select id="user-status" name="status" defaultValue={suspendedOnly ? 'suspended' : 'all'} className="input">
          <option value="all">Everyone</option>
          <option value="suspended">Suspended only</option>
        </select>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {users.length === 0 ? (
        <p className="mt-4 text-ink-soft">
          {q ? `Nobody${suspendedOnly ? ' suspended' : ''} matches “${q}”.` : suspendedOnly ? 'Nobody is suspended.' : 'No users yet.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/10" aria-label="Users">
          {users.map((person) => (
            <li key={person.id}>
              <Link
                to={linkTo(person.id)}
                preventScrollReset
                aria-current={person.id === selectedId ? 'true' : undefined}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-3 hover:bg-ink/5 aria-[current=true]:bg-lime/30"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{person.name}</span>
                  <span className="block text-sm break-words text-ink-soft">
                    {person.email}
                    {person.company ? ` · ${person.company}` : ''}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-1">
                  {person.suspended ? <SuspendedBadge /> : null}
                  <RoleBadges roles={person.roles} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export type SuspendActionData = { suspendResult?: SubmissionResult<string[]> }

/** One person's profile and roles, with a button to grant or remove each role, and their account's suspension. */
export function UserRolesPanel({ person, me, actionData }: { person: UserDetail; me: string; actionData?: SuspendActionData }) {
  const busy = useIsSubmitting()
  return (
    <div data-testid="user-detail">
      <h2 id="user-detail-heading" className="flex flex-wrap items-center gap-2 font-display text-2xl font-black break-words">
        {person.name}
        {person.suspended ? <SuspendedBadge /> : null}
      </h2>
      <p className="mt-1 text-sm break-words text-ink-soft">
        {person.email} {person.emailVerified ? null : <span className="font-semibold">(e-mail not verified)</span>}
      </p>
      {person.roles.includes('founder') ? (
        <p className="mt-2 text-sm">
          <Link to={`/dashboard/admin/customers/${encodeURIComponent(person.id)}`} className="link font-semibold">
            Plans, payments and writers
          </Link>
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-soft">Company</dt>
          <dd>{person.company ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-soft">Joined</dt>
          <dd>{dateText(person.createdAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink-soft">Bio</dt>
          <dd className="break-words whitespace-pre-line">{person.bio ?? '—'}</dd>
        </div>
        {person.roles.includes('writer') ? (
          <>
            <div className="sm:col-span-2">
              <dt className="font-semibold text-ink-soft">Specialties</dt>
              <dd>{person.specialties.length > 0 ? person.specialties.join(', ') : '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-soft">Experience</dt>
              <dd>{person.experienceYears !== null ? `${person.experienceYears} years` : '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-soft">Writing for</dt>
              <dd>{person.writing === 1 ? '1 founder' : `${person.writing} founders`}</dd>
            </div>
          </>
        ) : null}
        {person.roles.includes('founder') ? (
          <div>
            <dt className="font-semibold text-ink-soft">Writers assigned</dt>
            <dd>{person.writtenFor}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="mt-6 font-bold">Roles</h3>
      <ul className="mt-2 space-y-2">
        {ROLE_ORDER.map((role) => {
          const held = person.roles.includes(role)
          const ownAdmin = held && role === 'admin' && person.id === me
          return (
            <li key={role} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink/10 px-4 py-3">
              <span>
                <span className="font-semibold">{ROLE_LABELS[role]}</span>{' '}
                <span className="text-sm text-ink-soft">{held ? '— has this role' : '— does not have this role'}</span>
                {ownAdmin ? <span className="block text-xs text-ink-soft">You cannot remove your own admin role.</span> : null}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value={held ? 'remove-role' : 'grant-role'} />
                <input type="hidden" name="userId" value={person.id} />
                <input type="hidden" name="role" value={role} />
                {!held && role === 'admin' ? (
                  <ConfirmButton className="btn-primary btn-sm" disabled={busy} {...grantAdminConfirmation(person.name)}>
                    Grant admin<span className="sr-only"> to {person.name}</span>
                  </ConfirmButton>
                ) : (
                  <button type="submit" className={held ? 'btn-secondary btn-sm' : 'btn-primary btn-sm'} disabled={busy || ownAdmin}>
                    {held ? 'Remove' : 'Grant'} {ROLE_LABELS[role].toLowerCase()}
                    <span className="sr-only">
                      {' '}
                      {held ? 'from' : 'to'} {person.name}
                    </span>
                  </button>
                )}
              </Form>
            </li>
          )
        })}
      </ul>
      <AccountAccess person={person} me={me} actionData={actionData} />
    </div>
  )
}

const SUSPEND_FORM_ID = 'suspend-user'

/** Suspend (with a reason) or reactivate: never one's own account. */
function AccountAccess({ person, me, actionData }: { person: UserDetail; me: string; actionData?: SuspendActionData }) {
  const busy = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: `${SUSPEND_FORM_ID}-${person.id}`,
    schema: SuspendSchema,
    lastResult: actionData?.suspendResult,
  })
  return (
    <section aria-labelledby="access-heading" className="mt-6">
      <h3 id="access-heading" className="font-bold">
        Account access
      </h3>
      {person.suspended ? (
        <div className="mt-2 rounded-xl border border-shock-ink/40 bg-shock/5 px-4 py-3">
          <p className="text-sm">
            <span className="font-semibold">Suspended.</span> They cannot sign in, get no e-mail and are signed out everywhere.
          </p>
          {person.suspendReason ? <p className="mt-1 text-sm break-words whitespace-pre-line">Reason: {person.suspendReason}</p> : null}
          <Form method="post" preventScrollReset className="mt-3">
            <input type="hidden" name="intent" value="reactivate" />
            <input type="hidden" name="userId" value={person.id} />
            <button type="submit" className="btn-primary btn-sm" disabled={busy}>
              Reactivate<span className="sr-only"> {person.name}</span>
            </button>
          </Form>
        </div>
      ) : person.id === me ? (
        <p className="mt-2 text-sm text-ink-soft">You cannot suspend your own account.</p>
      ) : (
        <Form
          method="post"
          preventScrollReset
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          className="mt-2 space-y-3"
        >
          <p className="text-sm text-ink-soft">
            Suspending ends their sessions at once and stops their e-mail. Roles and pairings stay as they are.
          </p>
          <FormAlert form={form} />
          <input type="hidden" name="intent" value="suspend" />
          <input type="hidden" name="userId" value={person.id} />
          <TextareaFormField
            meta={fields.reason}
            label="Reason"
            hint="Kept with the account and shown in the activity log."
            required
            maxLength={SUSPEND_REASON_LIMIT}
            rows={3}
            className="[&_textarea]:min-h-24"
          />
          <button type="submit" className="btn-secondary btn-sm" disabled={busy}>
            Suspend account<span className="sr-only"> of {person.name}</span>
          </button>
        </Form>
      )}
    </section>
  )
}
