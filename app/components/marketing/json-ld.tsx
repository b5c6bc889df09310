import { serializeJsonLd } from './format.ts'

/** Structured data for search engines. The JSON is escaped so it cannot close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
