import { JsonLd } from '#app/components/marketing/json-ld.tsx'
import { PricingSection } from '#app/features/billing/pricing-section.tsx'
import { loadPriceTable } from '#app/features/billing/prices.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pickCurrency } from '#app/domain/money.ts'
import { pickBillingPeriod } from '#app/domain/periods.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Pricing',
    'Monthly and yearly content plans from Base to Enterprise, in USD or INR, plus one-time LinkedIn Profile Optimization.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const table = await loadPriceTable(getDb())
  const base = getEnv().baseUrl
  // Offer data for search engines: every plan's monthly USD price and availability.
  const offers = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Unfiltered content plans',
    serviceType: 'Content writing and LinkedIn ghostwriting',
    provider: { '@type': 'Organization', name: 'Unfiltered', url: base },
    offers: [
      ...table.plans.map((plan) => ({
        '@type': 'Offer',
        name: `${plan.name} (monthly)`,
        description: plan.description,
        price: (plan.prices.monthly.USD / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: plan.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url: `${base}/checkout/${plan.slug}`,
      })),
      {
        '@type': 'Offer',
        name: table.linkedin.name,
        price: (table.linkedin.prices.USD / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${base}/checkout/${table.linkedin.slug}`,
      },
    ],
  }
  return {
    offers,
    table,
    // The currency is decided on the server from the query or Accept-Language, so the first paint is right.
    currency: pickCurrency(url.searchParams.get('currency'), request.headers.get('accept-language')),
    billing: pickBillingPeriod(url.searchParams.get('billing')),
  }
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="py-12">
      <JsonLd data={loaderData.offers} />
      <PricingSection
        table={loaderData.table}
        initialCurrency={loaderData.currency}
        initialBilling={loaderData.billing}
        headingLevel="h1"
      />
    </section>
  )
}
