import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The spec's route table (§2), plus the API and operational endpoints.
// Every row here must also appear in tests/integration/authorization.test.ts.
export default [
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
  route('reset-password', 'routes/_auth/reset-password.tsx'),
  route('logout', 'routes/_auth/logout.tsx'),
  route('auth/callback', 'routes/_auth/auth-callback.tsx'),

  route('onboarding', 'routes/onboarding/onboarding.tsx', { id: 'onboarding' }),
  route('get-started', 'routes/onboarding/onboarding.tsx', { id: 'get-started' }),
  route('writer-onboarding', 'routes/onboarding/writer-onboarding.tsx'),

  route('checkout/:plan', 'routes/checkout/checkout.tsx'),
  route('thank-you', 'routes/checkout/thank-you.tsx'),

  route('dashboard', 'routes/dashboard/dashboard.tsx'),
  route('admin', 'routes/admin/admin.tsx'),

  route('dev/mailbox', 'routes/dev/mailbox.tsx'),
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/headline-suggestions', 'routes/api/headline-suggestions.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('blog/rss.xml', 'routes/api/blog-rss.ts'),
  route('healthz', 'routes/api/healthz.ts'),
  route('readyz', 'routes/api/readyz.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
