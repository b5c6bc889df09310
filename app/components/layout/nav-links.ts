export const HEADER_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/results', label: 'WTF this works' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/faq', label: 'FAQ' },
] as const

export const HEADER_CTA = { to: '/get-started', label: 'Start Your Content', mobileLabel: 'Get Started' } as const

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/writer-onboarding', label: 'Join as Writer' },
  { to: '/login', label: 'Login' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact' },
] as const

/** The rest of the public site, so every page is reachable from every page. */
export const EXPLORE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/examples', label: 'Examples' },
  { to: '/case-studies', label: 'Case studies' },
  { to: '/blog', label: 'Blog' },
  { to: '/not-an-ai', label: 'Not an AI' },
] as const

/** Placeholders until the accounts exist. */
export const SOCIAL_LINKS = [
  { href: '#', label: 'Twitter' },
  { href: '#', label: 'Instagram' },
  { href: '#', label: 'LinkedIn' },
] as const
