import { primaryRole, type Role } from '#app/utils/permissions.ts'

export type AppNavIcon =
  | 'dashboard'
  | 'shield'
  | 'pen'
  | 'rocket'
  | 'tag'
  | 'ticket'
  | 'sliders'
  | 'key'
  | 'help'
  | 'mail'
  | 'card'
  | 'users'
  | 'doc'
  | 'calendar'
  | 'coins'
  | 'list'
  | 'alert'
  | 'chart'
  | 'brand'
  | 'repeat'
  | 'bell'
  | 'doc-plus'
export type AppNavItem = { to: string; label: string; icon: AppNavIcon; end?: boolean }
export type AppNavSection = { label: string; items: AppNavItem[] }

/** Every signed-in person's notifications; the top bar's bell leads there too. */
const NOTIFICATIONS: AppNavItem = { to: '/dashboard/notifications', label: 'Notifications', icon: 'bell' }

/**
 * The tabs of each role's dashboard (spec §2) with their spec labels, each its own URL, and the pages
 * the product adds where a person of that role looks for them (a founder's requests beside Content
 * Review, notifications last). The sidebar shows the tabs of the view the person is in (their active
 * role); the server guards every page anyway. No two items of one sidebar (its tabs and the help
 * links) share an icon.
 */
export const DASHBOARD_TABS: Record<Role, AppNavItem[]> = {
  writer: [
    { to: '/dashboard', label: 'Overview', icon: 'dashboard', end: true },
    { to: '/dashboard/assignments', label: 'Assignments', icon: 'users' },
    { to: '/dashboard/content', label: 'My Content', icon: 'doc' },
    { to: '/dashboard/calendar', label: 'Calendar', icon: 'calendar' },
    { to: '/dashboard/earnings', label: 'Earnings', icon: 'coins' },
    { to: '/writer-onboarding', label: 'Writer profile', icon: 'pen' },
    NOTIFICATIONS,
  ],
  founder: [
    { to: '/dashboard', label: 'Overview', icon: 'dashboard', end: true },
    { to: '/dashboard/review', label: 'Content Review', icon: 'doc' },
    { to: '/dashboard/request', label: 'Request a piece', icon: 'doc-plus' },
    { to: '/dashboard/writers', label: 'Writers', icon: 'users' },
    { to: '/dashboard/brand', label: 'Brand profile', icon: 'brand' },
    { to: '/dashboard/calendar', label: 'Calendar', icon: 'calendar' },
    { to: '/dashboard/billing', label: 'Billing', icon: 'card' },
    NOTIFICATIONS,
  ],
  admin: [
    { to: '/dashboard', label: 'Overview', icon: 'chart', end: true },
    { to: '/dashboard/admin/content', label: 'Content board', icon: 'doc' },
    { to: '/dashboard/admin/assignments', label: 'Writer Assignments', icon: 'users' },
    { to: '/dashboard/admin/coupons', label: 'Coupon Codes', icon: 'ticket' },
    { to: '/dashboard/admin/pricing', label: 'Pricing', icon: 'sliders' },
    { to: '/dashboard/admin/subscriptions', label: 'Subscriptions', icon: 'repeat' },
    { to: '/dashboard/admin/billing', label: 'Billing', icon: 'card' },
    { to: '/dashboard/admin/payouts', label: 'Writer payouts', icon: 'coins' },
    { to: '/dashboard/admin/users', label: 'Users & roles', icon: 'key' },
    { to: '/dashboard/admin/jobs', label: 'Jobs', icon: 'alert' },
    { to: '/dashboard/admin/activity', label: 'Activity log', icon: 'list' },
    { to: '/admin', label: 'Admin panel', icon: 'shield', end: true },
    NOTIFICATIONS,
  ],
}

const VIEW_LABELS: Record<Role, string> = { admin: 'Admin', writer: 'Writer', founder: 'Founder' }

/** The product's own navigation: the tabs of the person's current view, then help. */
export function appNavFor(roles: readonly Role[] | null, activeRole?: string | null): AppNavSection[] {
  const explore: AppNavSection = {
    label: 'Help',
    items: [
      { to: '/pricing', label: 'Plans & pricing', icon: 'tag' },
      { to: '/faq', label: 'Help & FAQ', icon: 'help' },
      { to: '/contact', label: 'Contact us', icon: 'mail' },
    ],
  }
  if (!roles) {
    return [
      {
        label: 'Get started',
        items: [
          { to: '/get-started', label: 'Create your account', icon: 'rocket' },
          { to: '/writer-onboarding', label: 'Join as a writer', icon: 'pen' },
        ],
      },
      explore,
    ]
  }
  const role = primaryRole(roles, activeRole)
  if (!role) {
    return [
      {
        label: 'Workspace',
        items: [
          { to: '/dashboard', label: 'Dashboard', icon: 'dashboard', end: true },
          { to: '/onboarding', label: 'Finish setting up', icon: 'rocket' },
          NOTIFICATIONS,
        ],
      },
      explore,
    ]
  }
  return [{ label: `${VIEW_LABELS[role]} workspace`, items: DASHBOARD_TABS[role] }, explore]
}
