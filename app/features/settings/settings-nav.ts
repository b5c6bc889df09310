// The pages of Settings (/dashboard/settings/*), in the order of the settings navigation. Every role
// has them all; each page guards itself.

export type SettingsNavItem = { to: string; label: string; end?: boolean }

export const SETTINGS_NAV: SettingsNavItem[] = [
  { to: '/dashboard/settings', label: 'Profile', end: true },
  { to: '/dashboard/settings/password', label: 'Password' },
  { to: '/dashboard/settings/email', label: 'Email' },
  { to: '/dashboard/settings/sessions', label: 'Sessions' },
  { to: '/dashboard/settings/two-factor', label: 'Two-factor sign-in' },
  { to: '/dashboard/settings/notifications', label: 'Notifications' },
  { to: '/dashboard/settings/data', label: 'Your data' },
]
