import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { trackEvent } from '#app/utils/analytics.ts'
import { HEADER_CTA, HEADER_LINKS } from './nav-links.ts'
import { UserAvatar } from './user-avatar.tsx'

type HeaderUser = { name: string; email: string; image: string | null }

/**
 * Fixed floating header; takes a stronger look after 10 px of scroll. Signed-in visitors get
 * "Dashboard" (with their initial) where others get the call to action.
 */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // The mobile menu closes on every route change (adjusting state while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      toggleMenu(false)
      menuButton.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  function toggleMenu(next: boolean) {
    setMenuOpen(next)
    trackEvent(next ? 'menu_open' : 'menu_close', { event_category: 'navigation' })
  }

  const onNavClick = (label: string) => trackEvent('nav_click', { event_category: 'navigation', event_label: label })

  // Tab from the menu's last link closes it, so focus never lands on what the open menu covers.
  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) toggleMenu(false)
  }

  return (
    <header data-scrolled={scrolled} onBlur={closeWhenFocusLeaves} className="sticky top-0 z-50 px-3 pt-3 sm:px-6">
      <div
        className={`mx-auto flex max-w-6xl items-center justify-between rounded-2xl border px-4 py-3 transition-all duration-300 ${
          scrolled ? 'border-ink/10 bg-paper/95 shadow-lg backdrop-blur' : 'border-transparent bg-paper/60'
        }`}
      >
        <Link to="/" className="shrink-0 font-display text-xl font-black tracking-tight" onClick={() => onNavClick('Home')}>
          Unfiltered<span className="text-shock-ink">.</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-4 md:flex lg:gap-6">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={() => onNavClick(link.label)}
              className={({ isActive }) =>
                `text-sm font-semibold whitespace-nowrap hover:text-shock-ink ${isActive ? 'text-shock-ink' : ''}`
              }
            >
              {link.label}
            </NavLink>
          ))}
          {user ? (
            <DashboardLink user={user} onClick={() => onNavClick('Dashboard')} />
          ) : (
            <Link to={HEADER_CTA.to} className="btn-primary btn-sm whitespace-nowrap" onClick={() => onNavClick(HEADER_CTA.label)}>
              {HEADER_CTA.label}
            </Link>
          )}
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-ink/15 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => toggleMenu(!menuOpen)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen ? (
        <nav
          id={menuId}
          aria-label="Mobile"
          className="mx-auto mt-2 max-h-[calc(100dvh-6rem)] max-w-6xl overflow-y-auto overscroll-contain rounded-2xl border border-ink/10 bg-paper p-4 shadow-lg md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => onNavClick(link.label)}
                  className="block rounded-lg px-3 py-3 font-semibold hover:bg-ink/5"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-2">
              {user ? (
                <DashboardLink user={user} onClick={() => onNavClick('Dashboard')} className="w-full justify-center" />
              ) : (
                <Link to={HEADER_CTA.to} onClick={() => onNavClick(HEADER_CTA.mobileLabel)} className="btn-primary w-full">
                  {HEADER_CTA.mobileLabel}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

function DashboardLink({ user, onClick, className = '' }: { user: HeaderUser; onClick: () => void; className?: string }) {
  return (
    <Link to="/dashboard" onClick={onClick} className={`btn-primary btn-sm !pl-1.5 whitespace-nowrap ${className}`}>
      <UserAvatar name={user.name} email={user.email} image={user.image} size="sm" onDark />
      Dashboard
    </Link>
  )
}
