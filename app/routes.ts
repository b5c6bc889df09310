import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// The spec's route table (§2) inside three shells and a bare one for invoices, plus the API and operational endpoints.
// Every route and every action intent here must also appear in tests/integration/authorization.test.ts.
export default [
  // The public site and the auth screens: floating header, footer, messaging button.
  layout('routes/_marketing/_layout.tsx', [
    index('routes/_marketing/home.tsx'),
    route('pricing', 'routes/_marketing/pricing.tsx'),
    route('examples', 'routes/_marketing/examples.tsx'),
    route('how-it-works', 'routes/_marketing/how-it-works.tsx'),
    route('faq', 'routes/_marketing/faq.tsx'),
    route('about', 'routes/_marketing/about.tsx'),
    route('blog', 'routes/_marketing/blog.tsx'),
    route('blog/:slug', 'routes/_marketing/blog-post.tsx'),
    route('contact', 'routes/_marketing/contact.tsx'),
    route('case-studies', 'routes/_marketing/case-studies.tsx'),
    route('case-studies/:id', 'routes/_marketing/case-study.tsx'),
    route('results', 'routes/_marketing/results.tsx'),
    route('not-an-ai', 'routes/_marketing/not-an-ai.tsx'),
    route('privacy', 'routes/_marketing/privacy.tsx'),
    route('terms', 'routes/_marketing/terms.tsx'),

    route('login', 'routes/_auth/login.tsx', { id: 'login' }),
    route('signup', 'routes/_auth/login.tsx', { id: 'signup' }),
    route('login/two-factor', 'routes/_auth/two-factor.tsx'),
    route('reset-password', 'routes/_auth/reset-password.tsx'),
    route('dev/mailbox', 'routes/dev/mailbox.tsx'),
    // A review link from a submission mail: works signed out, changes nothing until confirmed.
    route('content-actions/:token', 'routes/content-actions/content-action.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),

  // Checkout and thank-you: a focused shell with a way back to pricing.
  layout('routes/checkout/_layout.tsx', [
    route('checkout/:plan', 'routes/checkout/checkout.tsx'),
    route('thank-you', 'routes/checkout/thank-you.tsx'),
  ]),

  // Documents to read and print: the logo and a way back, hidden on paper.
  layout('routes/invoices/_layout.tsx', [
    route('invoices/:id', 'routes/invoices/invoice.tsx'),
    route('credit-notes/:id', 'routes/invoices/credit-note.tsx'),
  ]),

  // The built-in sandbox provider's hosted payment page (demo mode, PAYMENTS_SANDBOX=true).
  route('sandbox/checkout/:id', 'routes/sandbox/sandbox-checkout.tsx'),
  // The sandbox's billing portal ("Update payment method" on a sandbox plan).
  route('sandbox/billing-portal/:id', 'routes/sandbox/sandbox-billing-portal.tsx'),

  // The product: sidebar, user menu, role switch.
  layout('routes/_app/_layout.tsx', [
    route('dashboard', 'routes/dashboard/dashboard.tsx'),
    route('dashboard/billing', 'routes/dashboard/billing.tsx'),
    route('dashboard/brand', 'routes/dashboard/brand.tsx'),
    route('dashboard/notifications', 'routes/dashboard/notifications.tsx'),
    // Account settings, every role: the settings navigation is app/features/settings/settings-nav.ts.
    layout('routes/dashboard/settings/_layout.tsx', [
      route('dashboard/settings', 'routes/dashboard/settings/profile.tsx'),
      route('dashboard/settings/password', 'routes/dashboard/settings/password.tsx'),
      route('dashboard/settings/email', 'routes/dashboard/settings/email.tsx'),
      route('dashboard/settings/sessions', 'routes/dashboard/settings/sessions.tsx'),
      route('dashboard/settings/notifications', 'routes/dashboard/settings/notifications.tsx'),
      route('dashboard/settings/two-factor', 'routes/dashboard/settings/two-factor.tsx'),
      route('dashboard/settings/data', 'routes/dashboard/settings/data.tsx'),
    ]),
    route('dashboard/admin/assignments', 'routes/dashboard/admin/assignments.tsx'),
    route('dashboard/admin/coupons', 'routes/dashboard/admin/coupons.tsx'),
    route('dashboard/admin/pricing', 'routes/dashboard/admin/pricing.tsx'),
    route('dashboard/admin/users', 'routes/dashboard/admin/users.tsx'),
    route('dashboard/admin/jobs', 'routes/dashboard/admin/jobs.tsx'),
    route('dashboard/admin/activity', 'routes/dashboard/admin/activity.tsx'),
    route('dashboard/admin/content', 'routes/dashboard/admin/content.tsx'),
    // The writer's and the founder's workspaces: the content workflow (issue 8).
    route('dashboard/assignments', 'routes/dashboard/assignments.tsx'),
    route('dashboard/content', 'routes/dashboard/content.tsx'),
    route('dashboard/content/new', 'routes/dashboard/content-new.tsx'),
    route('dashboard/content/:id', 'routes/dashboard/content-piece.tsx'),
    route('dashboard/content/:id/edit', 'routes/dashboard/content-edit.tsx'),
    route('dashboard/review', 'routes/dashboard/review.tsx'),
    route('dashboard/request', 'routes/dashboard/request.tsx'),
    route('dashboard/writers', 'routes/dashboard/writers.tsx'),
    route('dashboard/earnings', 'routes/dashboard/earnings.tsx'),
    route('dashboard/calendar', 'routes/dashboard/calendar.tsx'),
    route('admin', 'routes/dashboard/admin/panel.tsx'),
    route('dashboard/admin/billing', 'routes/dashboard/admin/billing.tsx'),
    route('dashboard/admin/subscriptions', 'routes/dashboard/admin/subscriptions.tsx'),
    route('dashboard/admin/customers/:userId', 'routes/dashboard/admin/customer.tsx'),
    route('dashboard/admin/billing/:id/refund', 'routes/dashboard/admin/billing-refund.tsx'),
    route('dashboard/admin/payouts', 'routes/dashboard/admin/payouts.tsx'),
    route('dashboard/admin/payouts/:writerId', 'routes/dashboard/admin/payout-writer.tsx'),
    route('onboarding', 'routes/onboarding/onboarding.tsx', { id: 'onboarding' }),
    route('get-started', 'routes/onboarding/onboarding.tsx', { id: 'get-started' }),
    route('writer-onboarding', 'routes/onboarding/writer-onboarding.tsx'),
    route('downloads/starter-pack', 'routes/downloads/starter-pack.tsx'),
    // An unknown product address: the 404 inside the product's shell (its header, bell and user menu).
    route('dashboard/*', 'routes/not-found.tsx', { id: 'dashboard-not-found' }),
    route('admin/*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),

  // Actions without a page of their own, and resource routes.
  route('logout', 'routes/_auth/logout.tsx'),
  route('auth/callback', 'routes/_auth/auth-callback.tsx'),
  route('switch-role', 'routes/_app/switch-role.ts'),
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/headline-suggestions', 'routes/api/headline-suggestions.ts'),
  route('api/webhooks/:provider', 'routes/api/webhooks.ts'),
  route('api/admin/people', 'routes/api/admin-people.ts'),
  route('downloads/starter-pack/file', 'routes/downloads/starter-pack-file.ts'),
  route('admin/content-packs', 'routes/dashboard/admin/content-packs.ts'),
  route('admin/content-packs/files/:fileId', 'routes/dashboard/admin/content-pack-file.ts'),
  route('dashboard/admin/billing.csv', 'routes/dashboard/admin/billing-csv.ts'),
  route('dashboard/admin/activity.csv', 'routes/dashboard/admin/activity-csv.ts'),
  route('invoices/:id/pdf', 'routes/invoices/invoice-pdf.ts'),
  route('dashboard/settings/data/download/:exportId', 'routes/dashboard/settings/data-download.ts'),
  route('credit-notes/:id/pdf', 'routes/invoices/credit-note-pdf.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('blog/rss.xml', 'routes/api/blog-rss.ts'),
  route('healthz', 'routes/api/healthz.ts'),
  route('readyz', 'routes/api/readyz.ts'),
] satisfies RouteConfig
