// The admin's money pages and the /admin panel: billing (and its CSV), writer payouts, content packs.
// Admins only; founders and writers get 403 and change nothing; anonymous visitors are sent to log in.
import { adminOnly, fresh, type AreaRows } from '#tests/support/authorization.ts'

/** Where an anonymous visitor of `path` is sent. */
const login = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
const WRITER_PAGE = '/dashboard/admin/payouts/demo-writer'

export const rows: AreaRows = {
  pages: [
    {
      pattern: '/dashboard/admin/billing',
      path: '/dashboard/admin/billing?status=paid&currency=USD',
      expect: adminOnly({ status: 200 }, login('/dashboard/admin/billing?status=paid&currency=USD')),
    },
    {
      pattern: '/dashboard/admin/billing.csv',
      path: '/dashboard/admin/billing.csv',
      expect: adminOnly({ status: 200 }, login('/dashboard/admin/billing.csv')),
    },
    {
      pattern: '/dashboard/admin/payouts',
      path: '/dashboard/admin/payouts',
      expect: adminOnly({ status: 200 }, login('/dashboard/admin/payouts')),
    },
    { pattern: '/dashboard/admin/payouts/:writerId', path: WRITER_PAGE, expect: adminOnly({ status: 200 }, login(WRITER_PAGE)) },
    // The upload endpoint answers POSTs only.
    { pattern: '/admin/content-packs', path: '/admin/content-packs', expect: adminOnly({ status: 405 }, login('/admin/content-packs')) },
    {
      pattern: '/admin/content-packs/files/:fileId',
      path: `/admin/content-packs/files/${NO_SUCH_ID}`,
      expect: adminOnly({ status: 404 }, login(`/admin/content-packs/files/${NO_SUCH_ID}`)),
    },
  ],
  actions: [
    {
      pattern: '/admin',
      intent: 'upload-pack',
      path: '/admin',
      // An upload needs its files (multipart/form-data): a plain form is refused, after the guard.
      body: () => ({ intent: 'upload-pack', title: 'Pack', description: 'Files', price: '1' }),
      expect: adminOnly({ status: 415, refused: true }, login('/admin')),
    },
    {
      pattern: '/admin',
      intent: 'set-starter',
      path: '/admin',
      body: () => ({ intent: 'set-starter', packId: NO_SUCH_ID, starter: 'on' }),
      expect: adminOnly({ status: 404, refused: true }, login('/admin')),
    },
    {
      pattern: '/admin',
      intent: 'delete-pack',
      path: '/admin',
      body: () => ({ intent: 'delete-pack', packId: NO_SUCH_ID }),
      expect: adminOnly({ status: 404, refused: true }, login('/admin')),
    },
    {
      pattern: '/admin',
      intent: '(bad pack id)',
      path: '/admin',
      body: () => ({ intent: 'delete-pack', packId: 'not-a-pack' }),
      expect: adminOnly({ status: 400, refused: true }, login('/admin')),
    },
    {
      pattern: '/admin',
      intent: '(unknown)',
      path: '/admin',
      body: () => ({ intent: 'explode' }),
      expect: adminOnly({ status: 400, refused: true }, login('/admin')),
    },
    {
      pattern: '/admin/content-packs',
      path: '/admin/content-packs',
      body: () => ({ title: 'Pack', description: 'Files', price: '1' }),
      expect: adminOnly({ status: 400, refused: true }, login('/admin/content-packs')),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: 'set-rate',
      path: WRITER_PAGE,
      body: () => ({ intent: 'set-rate', currency: 'USD', rate_blog: '50', rate_linkedin: '', rate_pr: '', rate_strategy: '' }),
      expect: adminOnly({ status: 302, location: WRITER_PAGE }, login(WRITER_PAGE)),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: 'record-payout',
      path: WRITER_PAGE,
      body: () => ({ intent: 'record-payout', amount: '25', currency: 'USD', reference: fresh('ref'), note: 'From the matrix' }),
      expect: adminOnly({ status: 302, location: WRITER_PAGE }, login(WRITER_PAGE)),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: '(unknown writer)',
      path: '/dashboard/admin/payouts/no-such-writer',
      body: () => ({ intent: 'record-payout', amount: '25', currency: 'USD', reference: 'REF-1', note: '' }),
      expect: adminOnly({ status: 404, refused: true }, login('/dashboard/admin/payouts/no-such-writer')),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: '(a founder as writer)',
      path: '/dashboard/admin/payouts/demo-founder',
      body: () => ({ intent: 'set-rate', currency: 'INR', rate_blog: '900' }),
      expect: adminOnly({ status: 404, refused: true }, login('/dashboard/admin/payouts/demo-founder')),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: '(more than owed)',
      path: WRITER_PAGE,
      body: () => ({ intent: 'record-payout', amount: '1000000', currency: 'USD', reference: fresh('ref'), note: '' }),
      expect: adminOnly({ status: 409, refused: true }, login(WRITER_PAGE)),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: '(invalid)',
      path: WRITER_PAGE,
      body: () => ({ intent: 'record-payout', amount: '-3', currency: 'EUR', reference: '' }),
      expect: adminOnly({ status: 400, refused: true }, login(WRITER_PAGE)),
    },
    {
      pattern: '/dashboard/admin/payouts/:writerId',
      intent: '(unknown)',
      path: WRITER_PAGE,
      body: () => ({ intent: 'explode' }),
      expect: adminOnly({ status: 400, refused: true }, login(WRITER_PAGE)),
    },
  ],
  noAction: [
    { pattern: '/dashboard/admin/billing', path: '/dashboard/admin/billing' },
    { pattern: '/dashboard/admin/billing.csv', path: '/dashboard/admin/billing.csv' },
    { pattern: '/dashboard/admin/payouts', path: '/dashboard/admin/payouts' },
    { pattern: '/admin/content-packs/files/:fileId', path: `/admin/content-packs/files/${NO_SUCH_ID}` },
  ],
}
