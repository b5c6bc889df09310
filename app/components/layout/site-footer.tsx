import { Link } from 'react-router'
import { EXPLORE_LINKS, FOOTER_LINKS, SOCIAL_LINKS } from './nav-links.ts'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-24 bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1.2fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-black">
            Unfiltered<span className="text-shock">.</span>
          </p>
          <p className="mt-3 max-w-xs text-sm text-paper/80">Bold content for bold brands. No fluff. No filters.</p>
        </div>
        <FooterNav label="Footer" links={FOOTER_LINKS} columns="grid-cols-2" />
        <FooterNav label="Explore" links={EXPLORE_LINKS} columns="grid-cols-2 lg:grid-cols-1" />
        <div>
          <p className="text-sm font-semibold">Follow us</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="text-paper/90 underline-offset-4 hover:text-paper hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-paper/15">
        <p className="mx-auto max-w-6xl px-6 py-6 text-xs text-paper/75">© {year} Unfiltered. All rights reserved.</p>
      </div>
    </footer>
  )
}

function FooterNav({ label, links, columns }: { label: string; links: readonly { to: string; label: string }[]; columns: string }) {
  return (
    <nav aria-label={label}>
      <ul className={`grid gap-x-6 gap-y-3 text-sm ${columns}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-paper/90 underline-offset-4 hover:text-paper hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
