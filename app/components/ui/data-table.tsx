// Every list of records in the dashboard (docs/decisions/025-data-table.md): one <table>, which reads
// as a table where it has room and as a stack of cards where it has not, so nothing scrolls sideways.
//
// The switch is a container query on the table's own box (40rem), not on the screen: beside the
// sidebar, a 900 px screen leaves a table less room than a 700 px one without it. Restyling table
// elements with `display` makes some browsers drop their table semantics, so the explicit roles put
// them back: a screen reader hears the same rows, column headers and cells at every width. The label
// in each stacked cell is hidden from it, as the column header already names the cell. A cell whose
// column gives it nothing (`null`: a Refund link on a row that cannot be refunded) stays an empty cell of
// the table, and in a card is kept only for screen readers (each row still has every column), where it
// would otherwise show a label with nothing beside it.

export type Column<Row> = {
  /** Unique within the table. */
  key: string
  /** The column heading, and the label before each value when the rows stack. */
  header: string
  /** The value; `null` when the row has none (no action for it): the card then shows no line for it. */
  cell: (row: Row) => React.ReactNode
  /** `end` for amounts: right-aligned in the table, in line with the other values when stacked. */
  align?: 'start' | 'end'
  /** Classes for the value (`font-semibold`, `break-all`, `capitalize` …). */
  className?: string
  /** Keep the value on one line in the table (a date, an amount); a stacked card wraps it if it must. */
  nowrap?: boolean
  /** The cell that names the row (a writer, a coupon code): a row header for screen readers. */
  rowHeader?: boolean
}

/** A cell with nothing in it (no action for this row): an empty cell in the table, and no line in a card. */
const isEmpty = (value: React.ReactNode) => value === null || value === undefined || value === false || value === ''

export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  labelledBy,
  empty,
  rowTestId,
  className = '',
}: {
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  rowKey: (row: Row) => string
  /** The table's name for screen readers (visually hidden); or `labelledBy`, the id of a heading that names it. */
  caption?: string
  labelledBy?: string
  /** Shown instead of the table when there are no rows; a string becomes a muted line. */
  empty: React.ReactNode
  rowTestId?: string | ((row: Row) => string)
  className?: string
}) {
  if (rows.length === 0) return typeof empty === 'string' ? <p className={`text-ink-soft ${className}`}>{empty}</p> : <>{empty}</>
  return (
    <div className={`@container ${className}`}>
      <table role="table" aria-labelledby={labelledBy} className="block w-full text-left text-sm @min-[40rem]:table">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead role="rowgroup" className="sr-only @min-[40rem]:not-sr-only @min-[40rem]:table-header-group">
          <tr role="row" className="border-b border-ink/10">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={`py-3 pr-4 font-bold last:pr-0 ${column.align === 'end' ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 @min-[40rem]:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}
              className="block rounded-xl border border-ink/10 px-4 py-2 @min-[40rem]:table-row @min-[40rem]:rounded-none @min-[40rem]:border-0 @min-[40rem]:border-b @min-[40rem]:border-ink/5 @min-[40rem]:last:border-0"
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td'
                const value = column.cell(row)
                return (
                  <Cell
                    key={column.key}
                    role={column.rowHeader ? 'rowheader' : 'cell'}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={`${isEmpty(value) ? '@max-[40rem]:sr-only' : ''} grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 py-1.5 text-left align-top font-normal @min-[40rem]:table-cell @min-[40rem]:py-3 @min-[40rem]:pr-4 @min-[40rem]:last:pr-0 ${column.align === 'end' ? '@min-[40rem]:text-right' : ''}`}
                  >
                    <span aria-hidden="true" className="font-semibold text-ink-soft @min-[40rem]:hidden">
                      {column.header}
                    </span>
                    <div
                      className={`min-w-0 break-words ${column.nowrap ? '@min-[40rem]:whitespace-nowrap' : ''} ${column.className ?? ''}`}
                    >
                      {value}
                    </div>
                  </Cell>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
