import { PricingSection } from '#app/components/pricing/pricing-section.tsx'
import { loadPriceTable } from '#app/features/pricing/prices.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pickBillingPeriod, pickCurrency } from '#app/utils/money.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = () =>
  pageMeta('Pricing', 'Monthly and yearly content plans from Base to Enterprise, in USD or INR, plus one-time LinkedIn Profile Optimization.')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    table: await loadPriceTable(getDb()),
    // The currency is decided on the server from the query or Accept-Language, so the first paint is right.
    currency: pickCurrency(url.searchParams.get('currency'), request.headers.get('accept-language')),
    billing: pickBillingPeriod(url.searchParams.get('billing')),
  }
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="py-12">
      <PricingSection table={loaderData.table} initialCurrency={loaderData.currency} initialBilling={loaderData.billing} headingLevel="h1" />
    </section>
  )
}
