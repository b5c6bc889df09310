// Refunds and credit notes: only admins open a charge's refund form or send a refund (founders and
// writers get 403 and change nothing); a credit note, like an invoice, is its buyer's and the admins'
// only, and an id nobody may read is answered as missing (tests/integration/refunds.test.ts reads one
// as its buyer, another founder and an admin).
import { adminOnly, signedIn, type AreaRows } from '#tests/support/authorization.ts'

const login = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
const REFUND_PAGE = `/dashboard/admin/billing/${NO_SUCH_ID}/refund`
const CREDIT_NOTE = `/credit-notes/${NO_SUCH_ID}`

export const rows: AreaRows = {
  pages: [
    { pattern: '/dashboard/admin/billing/:id/refund', path: REFUND_PAGE, expect: adminOnly({ status: 404 }, login(REFUND_PAGE)) },
    { pattern: '/credit-notes/:id', path: CREDIT_NOTE, expect: signedIn({ status: 404 }, login(CREDIT_NOTE)) },
    { pattern: '/credit-notes/:id/pdf', path: `${CREDIT_NOTE}/pdf`, expect: signedIn({ status: 404 }, login(`${CREDIT_NOTE}/pdf`)) },
  ],
  actions: [
    {
      pattern: '/dashboard/admin/billing/:id/refund',
      path: REFUND_PAGE,
      body: () => ({ amount: '40', reason: 'Late first draft', subscriptionAction: 'keep', step: 'confirm' }),
      expect: adminOnly({ status: 404, refused: true }, login(REFUND_PAGE)),
    },
  ],
  noAction: [
    { pattern: '/credit-notes/:id', path: CREDIT_NOTE },
    { pattern: '/credit-notes/:id/pdf', path: `${CREDIT_NOTE}/pdf` },
  ],
}
