import { useLocation } from 'react-router'
import { appNavFor, type AppNavSection } from './app-nav.ts'
import { NavIcon } from './app-nav-icon.tsx'
import { isActivePath, PlainLink, usePlainLinkNavigation } from './plain-links.tsx'
import { useDetailsDisclosure } from './use-disclosure.ts'
import { UserMenu, type MenuUser } from './user-menu.tsx'

function Logo() {
  return (
    <PlainLink to="/" className="font-display text-xl font-black tracking-tight">
      Unfiltered<span className="text-shock-ink">.</span>
    </PlainLink>
  )
}

/** The sidebar's sections; the current page's item is marked (aria-current), as NavLink would. */
function AppNav({ sections, label, pathname }: { sections: AppNavSection[]; label: string; pathname: string }) {
  return (
    <nav aria-label={label} className="space-y-6">
      {sections.map((section) => (
        <div key={section.label}>
          <p className="px-3 text-xs font-bold tracking-widest text-ink-soft uppercase">{section.label}</p>
          <ul className="mt-2 space-y-1">
            {section.items.map((item) => {
              const active = isActivePath(pathname, item.to, item.end)
              return (
                <li key={item.to}>
                  <PlainLink
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition ${
                      active ? 'bg-ink text-paper' : 'text-ink hover:bg-ink/5'
                    }`}
                  >
                    <NavIcon name={item.icon} />
                    {item.label}
                  </PlainLink>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/**
 * The phone menu's panel hangs from the header and scrolls within the screen: its height is set from
 * the header's bottom edge as it opens (lower while the demo banner above the header is in view).
 */
function reachToScreenBottom(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget
  const header = menu.closest('header')
  if (menu.open && header) menu.style.setProperty('--menu-top', `${header.getBoundingClientRect().bottom}px`)
}

/**
 * The product's shell (dashboard, admin, onboarding): a sidebar on desktop, a compact menu on a
 * phone, the user menu on the right of the top bar, and room beside it (`actions`) for a
 * notification count.
 */
export function AppShell({ user, actions, children }: { user: MenuUser | null; actions?: React.ReactNode; children: React.ReactNode }) {
  const sections = appNavFor(user?.roles ?? null, user?.activeRole)
  const mobileMenu = useDetailsDisclosure<HTMLDetailsElement>()
  const { pathname } = useLocation()
  // The sidebar's and the top bar's links are plain anchors: these handle their clicks (see plain-links.tsx).
  const navigateOnClick = usePlainLinkNavigation()
  return (
    <div className="min-h-screen md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="hidden border-r border-ink/10 bg-white md:block" onClick={navigateOnClick}>
        <div className="sticky top-0 flex h-screen flex-col gap-8 overflow-y-auto px-3 py-5">
          <div className="px-3">
            <Logo />
          </div>
          <AppNav sections={sections} label="Product" pathname={pathname} />
          <PlainLink to="/" className="mt-auto px-3 py-1 text-sm font-semibold text-ink-soft hover:text-ink">
            <span aria-hidden="true">← </span>Back to website
          </PlainLink>
        </div>
      </aside>
      <div className="flex min-h-screen min-w-0 flex-col">
        <header data-app-header="" className="sticky top-0 z-40 border-b border-ink/10 bg-paper/95 backdrop-blur" onClick={navigateOnClick}>
          <div className="flex h-16 items-center gap-2 px-3 sm:px-4 md:px-8">
            <details ref={mobileMenu} onToggle={reachToScreenBottom} className="md:hidden">
              <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-ink/15 [&::-webkit-details-marker]:hidden">
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                <span className="sr-only">Menu</span>
              </summary>
              <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-var(--menu-top,4rem))] overflow-y-auto overscroll-contain border-b border-ink/10 bg-paper px-3 py-4 shadow-lg">
                <AppNav sections={sections} label="Product (mobile)" pathname={pathname} />
                <PlainLink to="/" className="mt-4 block px-3 py-2 text-sm font-semibold text-ink-soft hover:text-ink">
                  <span aria-hidden="true">← </span>Back to website
                </PlainLink>
              </div>
            </details>
            <div className="md:hidden">
              <Logo />
            </div>
            <div className="ml-auto flex items-center gap-2">
              {actions}
              {user ? (
                <UserMenu user={user} />
              ) : (
                <>
                  <PlainLink to="/login" className="btn-secondary btn-sm">
                    Log in
                  </PlainLink>
                  <PlainLink to="/signup" className="btn-primary btn-sm hidden sm:inline-flex">
                    Sign up
                  </PlainLink>
                </>
              )}
            </div>
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 md:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
