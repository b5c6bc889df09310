// CSV for spreadsheets (RFC 4180 quoting), safe to open: a cell a spreadsheet would read as a formula
// (=, +, -, @, or a leading tab or carriage return) starts with an apostrophe, so it stays text (OWASP
// "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/

/** A plain decimal number ("-40.00"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/** One cell: neutralised, then quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = neutraliseFormula(String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of cells, ended by CRLF as RFC 4180 says. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** Minor units as a plain decimal for a spreadsheet: 19900 → "199.00". */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2)
}
