// An invoice or a credit note as a page (/invoices/{id}, /credit-notes/{id}): one component for both,
// drawn from an InvoiceView (invoice-view.ts, credit-note-view.ts), as the PDF is.
import type { InvoiceView, PartyDetail } from './invoice-view.ts'

// On paper: A4, and only the document (the shell's header and the buttons carry print:hidden).
const PRINT_CSS = `
@page { size: A4; margin: 16mm 18mm; }
@media print { html, body { background: #fff; } }
`

/** An invoice or a credit note as a page, with Print and Download PDF (the PDF draws the same view). */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  return (
    <div className="mx-auto max-w-4xl px-5 py-8 sm:py-12 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap items-center justify-end gap-3 print:hidden">
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Print
        </button>
        <a href={`${invoice.href}/pdf`} className="btn-primary" download>
          Download PDF
        </a>
      </div>

      <article aria-labelledby="invoice-title" className="card sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <DocumentHeader invoice={invoice} />

        <section aria-labelledby="bill-to" className="mt-8 border-t border-ink/10 pt-6">
          <h2 id="bill-to" className="text-xs font-bold tracking-widest text-ink-soft uppercase">
            Bill to
          </h2>
          <p className="mt-2 text-lg font-bold">{invoice.buyer.name}</p>
          <Details details={invoice.buyer.details} className="mt-1" />
        </section>

        <DocumentLines invoice={invoice} />
        {invoice.taxNote ? <p className="mt-6 text-sm font-semibold">{invoice.taxNote}.</p> : null}
        <p className={`${invoice.taxNote ? 'mt-2' : 'mt-6'} text-sm text-ink-soft`}>
          {invoice.closing} This {invoice.title.toLowerCase()} was issued electronically.
        </p>
      </article>
    </div>
  )
}

/** A row of the header's facts: its label and value are cells of the list's two columns. */
function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold break-words">{value}</dd>
    </>
  )
}

function Details({ details, className = '' }: { details: PartyDetail[]; className?: string }) {
  return (
    <dl className={`space-y-0.5 text-sm ${className}`}>
      {details.map((detail) => (
        <div key={detail.label} className="flex gap-2">
          <dt className="shrink-0 text-ink-soft">{detail.label}</dt>
          <dd className="break-words">{detail.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function DocumentHeader({ invoice }: { invoice: InvoiceView }) {
  return (
    <header className="flex flex-col gap-8 sm:flex-row sm:justify-between print:flex-row print:justify-between">
      <div>
        <p className="font-display text-xl font-black">{invoice.seller.name}</p>
        <Details details={invoice.seller.details} className="mt-2 max-w-sm" />
      </div>
      <div className="sm:shrink-0 sm:text-right print:shrink-0 print:text-right">
        <h1 id="invoice-title" className="font-display text-3xl font-black">
          {invoice.title}
        </h1>
        <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-1 text-left text-sm sm:ml-auto sm:w-max print:ml-auto print:w-max">
          <Fact label={`${invoice.title} number`} value={invoice.number} />
          {invoice.reference ? <Fact label={invoice.reference.label} value={invoice.reference.value} /> : null}
          <Fact label="Issue date" value={<time dateTime={invoice.issuedAt}>{invoice.issuedOn}</time>} />
          <Fact label="Currency" value={invoice.currency} />
          {invoice.taxFacts.map((fact) => (
            <Fact key={fact.label} label={fact.label} value={fact.value} />
          ))}
          <Fact
            label="Status"
            value={
              <span className="inline-block rounded-full border border-ink bg-lime px-2.5 py-0.5 text-xs font-black tracking-wide uppercase">
                {invoice.status}
              </span>
            }
          />
        </dl>
      </div>
    </header>
  )
}

function DocumentLines({ invoice }: { invoice: InvoiceView }) {
  return (
    <table className="mt-8 w-full text-left text-sm">
      <caption className="sr-only">
        Lines of {invoice.title.toLowerCase()} {invoice.number}
      </caption>
      <thead>
        <tr className="border-b-2 border-ink">
          <th scope="col" className="py-2 pr-4 text-xs font-bold tracking-widest text-ink-soft uppercase">
            Description
          </th>
          <th scope="col" className="py-2 text-right text-xs font-bold tracking-widest text-ink-soft uppercase">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.kind} className="border-b border-ink/10">
            <td className={`py-3 pr-4 ${line.kind === 'item' ? 'font-semibold' : 'text-ink-soft'}`}>{line.label}</td>
            <td className={`py-3 text-right whitespace-nowrap ${line.kind === 'item' ? 'font-semibold' : 'text-ink-soft'}`}>
              {line.amount}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-ink">
          <th scope="row" className="pt-4 pr-4 text-base font-black">
            Total ({invoice.currency})
          </th>
          <td className="pt-4 text-right text-xl font-black whitespace-nowrap" data-testid="invoice-total">
            {invoice.total}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
