import { NavLink, Outlet } from 'react-router'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SETTINGS_NAV } from '#app/features/settings/settings-nav.ts'

/**
 * Settings: one heading, the settings navigation, and the page (its panels). A panel's form reports
 * success with a toast after its redirect; without JavaScript the same words show above the panels.
 * Each page guards itself; this layout guards nothing.
 */
export default function SettingsLayout() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title="Settings" description="Your profile, sign-in and what we tell you about." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="Settings" className="min-w-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {SETTINGS_NAV.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className="flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold whitespace-nowrap hover:bg-ink/5 aria-[current=page]:bg-ink aria-[current=page]:text-paper"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <NoScriptOutcome />
          <Outlet />
        </div>
      </div>
    </div>
  )
}
