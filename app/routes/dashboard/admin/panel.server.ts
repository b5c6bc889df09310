// The admin panel's use case (/admin): content packs and their downloads (content packs), and every
// checkout attempt with the payment figures (admin billing, under the catalogue's product names).
import { ATTEMPTS_PAGE_SIZE, listPaymentAttempts, paymentStats } from '#app/features/admin-billing/payment-attempts.server.ts'
import { findProduct } from '#app/features/billing/products.ts'
import { contentPackStats, listContentPacks, PACKS_PAGE_SIZE } from '#app/features/content-packs/content-packs.server.ts'
import { pageCount } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'

/** What one tab of the panel shows, at this page. The caller checks the admin's role and permission. */
export async function loadAdminPanel(db: Database, { tab, page }: { tab: 'content' | 'payments'; page: number }) {
  if (tab === 'payments') {
    const [attempts, stats] = await Promise.all([listPaymentAttempts(db, page), paymentStats(db)])
    const rows = attempts.rows.map((row) => ({ ...row, planName: findProduct(row.plan)?.name ?? row.plan }))
    const { activeSubscribers: _, ...summary } = stats
    return { tab, page, pages: pageCount(attempts.total, ATTEMPTS_PAGE_SIZE), summary, attempts: rows }
  }
  const [packs, packStats, payments] = await Promise.all([listContentPacks(db, page), contentPackStats(db), paymentStats(db)])
  return {
    tab,
    page,
    pages: pageCount(packs.total, PACKS_PAGE_SIZE),
    packs: packs.packs,
    stats: { ...packStats, ...payments },
  }
}
