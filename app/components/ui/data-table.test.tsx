import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataTable, type Column } from './data-table.tsx'

type Payment = { id: string; who: string; amount: string }
const COLUMNS: Column<Payment>[] = [
  { key: 'who', header: 'Founder', cell: (row) => row.who, rowHeader: true },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end', nowrap: true },
]
const ROWS: Payment[] = [
  { id: 'a', who: 'Ada', amount: '$10.00' },
  { id: 'b', who: 'Grace', amount: '$20.00' },
]

const render = (rows: Payment[]) =>
  renderToStaticMarkup(
    <DataTable rows={rows} columns={COLUMNS} rowKey={(row) => row.id} caption="Payments" rowTestId="payment" empty="No payments yet." />,
  )

describe('DataTable', () => {
  it('is one table, with its table roles spelled out so restyling it as cards keeps them', () => {
    const html = render(ROWS)
    expect(html.match(/<table/g)).toHaveLength(1)
    expect(html).toContain('<table role="table"')
    expect(html).toContain('<caption class="sr-only">Payments</caption>')
    expect(html.match(/role="columnheader" scope="col"/g)).toHaveLength(2)
    expect(html.match(/<tr[^>]*role="row"[^>]*data-testid="payment"/g)).toHaveLength(2)
    expect(html.match(/<th[^>]*role="rowheader" scope="row"/g)).toHaveLength(2)
    expect(html.match(/<td[^>]*role="cell"/g)).toHaveLength(2)
  })

  it('writes each row once, its cells labelled for the stacked layout and the labels hidden from screen readers', () => {
    const html = render(ROWS)
    expect(html.match(/Grace/g)).toHaveLength(1)
    expect(html.match(/<span aria-hidden="true"[^>]*>Amount<\/span>/g)).toHaveLength(2)
    expect(html.match(/<span aria-hidden="true"[^>]*>Founder<\/span>/g)).toHaveLength(2)
  })

  it('is a table only where its box is at least 40rem wide, and stacks below that', () => {
    const html = render(ROWS)
    expect(html).toMatch(/<div class="@container[^"]*"><table role="table" class="block [^"]*@min-\[40rem\]:table"/)
    expect(html).toMatch(/<thead role="rowgroup" class="sr-only @min-\[40rem\]:not-sr-only/)
    expect(html).toContain('@min-[40rem]:whitespace-nowrap')
  })

  it('leaves a cell with nothing in it out of the stacked card, keeping it in the table and for screen readers', () => {
    type Charge = { id: string; refundable: boolean }
    const html = renderToStaticMarkup(
      <DataTable<Charge>
        rows={[
          { id: 'paid', refundable: true },
          { id: 'refund', refundable: false },
        ]}
        columns={[
          { key: 'id', header: 'Charge', cell: (row) => row.id, rowHeader: true },
          { key: 'actions', header: 'Actions', cell: (row) => (row.refundable ? <a href="/refund">Refund</a> : null) },
        ]}
        rowKey={(row) => row.id}
        caption="Charges"
        empty="No charges."
      />,
    )
    const cells = html.match(/<td[^>]*role="cell"[^>]*>/g) ?? []
    expect(cells).toHaveLength(2)
    expect(cells[0]).not.toContain('sr-only')
    // Hidden only where the rows stack (the box under 40rem): the table keeps the empty cell as it is.
    expect(cells[1]).toContain('@max-[40rem]:sr-only')
    expect(cells[1]).toContain('@min-[40rem]:table-cell')
    expect(html).not.toMatch(/<th[^>]*role="rowheader"[^>]*sr-only/)
  })

  it('says so when there is nothing to list', () => {
    const html = render([])
    expect(html).not.toContain('<table')
    expect(html).toContain('No payments yet.')
  })
})
