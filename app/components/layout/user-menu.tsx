import { Form } from 'react-router'
import { primaryRole, ROLE_LABELS, type Role } from '#app/utils/permissions.ts'
import { PlainLink } from './plain-links.tsx'
import { useDetailsDisclosure } from './use-disclosure.ts'
import { UserAvatar } from './user-avatar.tsx'

export type MenuUser = { name: string; email: string; image: string | null; roles: Role[]; activeRole: Role | null }

/** Name, e-mail, the role switch for people with several roles, Settings, and Sign out. */
export function UserMenu({ user }: { user: MenuUser }) {
  const ref = useDetailsDisclosure<HTMLDetailsElement>()
  const current = primaryRole(user.roles, user.activeRole)
  return (
    <details ref={ref} className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-1.5 py-1 hover:bg-ink/5 [&::-webkit-details-marker]:hidden">
        <UserAvatar name={user.name} email={user.email} image={user.image} size="sm" />
        <span className="hidden max-w-40 truncate text-sm font-semibold sm:block">{user.name || user.email}</span>
        <span className="sr-only">Account menu</span>
        <svg
          className="hidden transition group-open:rotate-180 sm:block"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-2xl border border-ink/10 bg-white p-2 shadow-xl">
        <div className="px-3 py-2">
          <p className="truncate font-bold">{user.name || 'Your account'}</p>
          <p className="text-sm break-all text-ink-soft">{user.email}</p>
        </div>
        {user.roles.length > 1 ? (
          <Form method="post" action="/switch-role" className="border-t border-ink/10 px-1 pt-2 pb-1">
            <p id="role-switch-label" className="px-2 pb-1 text-xs font-bold tracking-widest text-ink-soft uppercase">
              View as
            </p>
            <div role="group" aria-labelledby="role-switch-label" className="grid gap-1">
              {user.roles.map((role) => (
                <button
                  key={role}
                  type="submit"
                  name="role"
                  value={role}
                  aria-pressed={role === current}
                  className="flex min-h-10 items-center justify-between rounded-lg px-2 text-left text-sm font-semibold hover:bg-ink/5 aria-pressed:bg-lime/40"
                >
                  {ROLE_LABELS[role]}
                  {role === current ? <span className="text-xs font-bold text-ink-soft">Current</span> : null}
                </button>
              ))}
            </div>
          </Form>
        ) : current ? (
          <p className="border-t border-ink/10 px-3 py-2 text-sm text-ink-soft">
            Signed in as <span className="font-semibold text-ink">{ROLE_LABELS[current]}</span>
          </p>
        ) : null}
        <div className="border-t border-ink/10 py-1">
          {/* In the top bar, whose click handler navigates (see plain-links.tsx). */}
          <PlainLink
            to="/dashboard/settings"
            className="flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-ink/5"
          >
            Settings
          </PlainLink>
        </div>
        <Form method="post" action="/logout" className="border-t border-ink/10 pt-1">
          <button
            type="submit"
            className="flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-ink/5"
          >
            Sign out
          </button>
        </Form>
      </div>
    </details>
  )
}
