import { Form, Link } from 'react-router'
import { z } from 'zod'
import { listWriterBalances, WRITERS_PAGE_SIZE } from '#app/features/payouts/payouts.server.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { pageCount, parsePage } from '#app/domain/pagination.ts'
import { OwedFormula, owedText, paidText, rateSummary } from '#app/features/payouts/payout-views.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { cleanLine } from '#app/utils/validation.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/payouts'
import { PageHeader } from '#app/components/ui/page-header.tsx'

export const meta: Route.MetaFunction = () =>
  pageMeta('Writer payouts', 'What each writer is owed per currency, their rates and the payouts recorded.')

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
  const { writers, total, owed } = await listWriterBalances(getDb(), { page, query: q })
  return { q, page, pages: pageCount(total, WRITERS_PAGE_SIZE), total, writers, owed }
}

type WriterRow = Route.ComponentProps['loaderData']['writers'][number]

const WRITER_COLUMNS: Column<WriterRow>[] = [
  {
    key: 'writer',
    header: 'Writer',
    rowHeader: true,
    cell: (writer) => (
      <>
        <Link to={`/dashboard/admin/payouts/${encodeURIComponent(writer.id)}`} className="link">
          {writer.name}
        </Link>
        <span className="block break-all text-ink-soft">{writer.email}</span>
      </>
    ),
  },
  { key: 'rate', header: 'Paid in', cell: (writer) => rateSummary(writer) },
  { key: 'approved', header: 'Approved pieces', cell: (writer) => writer.approvedPieces },
  { key: 'paid', header: 'Paid out', cell: (writer) => paidText(writer.paid) },
  { key: 'owed', header: 'Owed', cell: (writer) => owedText(writer.owed), className: 'font-bold' },
]

export default function PayoutsPage({ loaderData }: Route.ComponentProps) {
  const { writers, q, page, pages, total, owed } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader title="Writer payouts" description="What each writer is owed. Open a writer to set their rates and record a payout." />
      <section aria-labelledby="agency-owed-heading" className="card space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="agency-owed-heading" className="font-display text-xl font-black">
            Owed to all writers
          </h2>
          <p className="font-display text-2xl font-black" data-testid="agency-owed">
            {owedText(owed)}
          </p>
        </div>
        <OwedFormula />
      </section>
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
        <DataTable
          rows={writers}
          columns={WRITER_COLUMNS}
          rowKey={(writer) => writer.id}
          labelledBy="writers-heading"
          rowTestId="writer-row"
          empty={q ? `No writer matches “${q}”.` : 'No writers yet.'}
          className="mt-4"
        />
        <Pager page={page} pages={pages} label="Writer pages" newer="Previous" older="Next" preventScrollReset />
      </section>
    </div>
  )
}
