import { Form, Link } from 'react-router'
import { z } from 'zod'
import { listWriterBalances, WRITERS_PAGE_SIZE } from '#app/features/payouts/payouts.server.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { pageCount, parsePage } from '#app/domain/pagination.ts'
import { OwedFormula, owedText, paidText, rateText } from '#app/features/payouts/payout-views.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { cleanLine } from '#app/utils/validation.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/payouts'

export const meta: Route.MetaFunction = () => pageMeta('Writer payouts', 'What each writer is owed, their rates and the payouts recorded.')

const QuerySchema = z.object({
  // Cleaned like any typed line (no control characters: PostgreSQL refuses a NUL in text).
  q: z
    .string()
    .transform((value) => cleanLine(value).slice(0, 100) || null)
    .catch(null),
  page: z.string().optional().transform(parsePage),
})

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const { q, page } = QuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams))
  const { writers, total } = await listWriterBalances(getDb(), { page, query: q })
  return { q, page, pages: pageCount(total, WRITERS_PAGE_SIZE), total, writers }
}

export default function PayoutsPage({ loaderData }: Route.ComponentProps) {
  const { writers, q, page, pages, total } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <h1 className="font-display text-3xl font-black">Writer payouts</h1>
        <p className="mt-1 text-ink-soft">What each writer is owed. Open a writer to set their rate and record a payout.</p>
      </header>
      <div className="card">
        <OwedFormula />
      </div>
      <section aria-labelledby="writers-heading" className="card sm:p-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="writers-heading" className="font-display text-xl font-black">
            Writers <span className="text-base font-semibold text-ink-soft">({total.toLocaleString('en-US')})</span>
          </h2>
          <Form method="get" role="search" className="flex items-end gap-2">
            <div>
              <label htmlFor="writer-search" className="mb-1.5 block text-sm font-semibold">
                Search writers
              </label>
              <input id="writer-search" name="q" type="search" defaultValue={q ?? ''} className="input py-2" placeholder="Name or e-mail" />
            </div>
            <button type="submit" className="btn-secondary btn-sm">
              Search
            </button>
          </Form>
        </div>
        {writers.length === 0 ? (
          <p className="mt-4 text-ink-soft">{q ? `No writer matches “${q}”.` : 'No writers yet.'}</p>
        ) : (
          <div className="mt-4 overflow-x-auto" role="region" aria-label="Writers table (scrolls sideways)" tabIndex={0}>
            <table className="w-full min-w-[820px] text-left text-sm">
              <thead>
                <tr className="border-b border-ink/10">
                  {['Writer', 'Rate', 'Approved pieces', 'Active months', 'Paid out', 'Owed'].map((heading) => (
                    <th key={heading} scope="col" className="py-3 pr-4 font-bold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {writers.map((writer) => (
                  <tr key={writer.id} className="border-b border-ink/5 align-top last:border-0" data-testid="writer-row">
                    <th scope="row" className="py-3 pr-4 font-normal">
                      <Link to={`/dashboard/admin/payouts/${encodeURIComponent(writer.id)}`} className="link">
                        {writer.name}
                      </Link>
                      <span className="block break-all text-ink-soft">{writer.email}</span>
                    </th>
                    <td className="py-3 pr-4">{rateText(writer.rate)}</td>
                    <td className="py-3 pr-4">{writer.approvedPieces}</td>
                    <td className="py-3 pr-4">{writer.activeMonths}</td>
                    <td className="py-3 pr-4">{paidText(writer.paid)}</td>
                    <td className="py-3 pr-4 font-bold whitespace-nowrap">{owedText(writer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} label="Writer pages" newer="Previous" older="Next" preventScrollReset />
      </section>
    </div>
  )
}
