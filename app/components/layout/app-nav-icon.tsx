import type { AppNavIcon } from './app-nav.ts'

const PATHS: Record<AppNavIcon, React.ReactNode> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />,
  pen: <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />,
  rocket: <path d="M5 15c-1.5 1-2 3.5-2 6 2.5 0 5-.5 6-2M9 15l-3-3c1.5-4 5-9 13-9 0 8-5 11.5-9 13l-1-1zM15 9h.01" />,
  tag: <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zM8 8h.01" />,
  // A coupon: a ticket notched on both sides, torn along a dotted line.
  ticket: (
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6V7zM14 5v2M14 11v2M14 17v2" />
  ),
  // Prices set by hand: three sliders.
  sliders: <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4" />,
  // Roles grant access: a key.
  key: <path d="M8 19a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM10.8 12.2 20 3M16 7l3 3M13.5 9.5l2 2" />,
  help: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />,
  mail: <path d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  card: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  users: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 6v1" />,
  doc: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h6" />,
  calendar: <path d="M4 5h16v16H4zM4 10h16M9 3v4M15 3v4" />,
  coins: (
    <path d="M12 3a8 8 0 1 0 0 18 8 8 0 0 0 0-18zM9 14.5c.5 1 1.6 1.5 3 1.5 1.7 0 3-.8 3-2s-1.3-1.8-3-2-3-.8-3-2 1.3-2 3-2c1.4 0 2.5.5 3 1.5M12 6v2M12 16v2" />
  ),
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  alert: <path d="M12 3l10 18H2L12 3zM12 10v5M12 18h.01" />,
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  // Plans that renew: two arrows chasing each other round.
  repeat: <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />,
  bell: <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
  // A new piece asked for: a page with a plus.
  'doc-plus': <path d="M6 2h9l5 5v15H6zM14 2v6h6M13 11v6M10 14h6" />,
  brand: <path d="M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17l-6 3.4 1.3-6.7-5-4.7 6.8-.8z" />,
}

export function NavIcon({ name }: { name: AppNavIcon }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  )
}
