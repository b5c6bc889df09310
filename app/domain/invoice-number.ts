// Invoice numbers: sequential per Indian financial year (1 April – 31 March, India Standard Time:
// financialYearOf in app/domain/periods.ts), as GST invoices must be, and at most 16 characters
// (letters, digits, '-' and '/'), as a GST invoice number may have: "UNF2627-000042".
// Each series has its own prefix and counter: invoices `UNF`, credit notes e.g. `UCN`.

/** The prefix of tax invoices. */
export const INVOICE_SERIES = 'UNF'
/** The prefix of credit notes, numbered apart from invoices. */
export const CREDIT_NOTE_SERIES = 'UCN'

/** The longest number a GST invoice may carry. */
export const GST_NUMBER_MAX_LENGTH = 16

/**
 * "UNF2627-000001": the series, the financial year as its two two-digit years ("2026-27" → 2627),
 * and the sequence padded to six digits.
 */
export function invoiceNumber(series: string, financialYear: string, sequence: number): string {
  if (!/^[A-Z]{1,5}$/.test(series)) throw new Error(`an invoice series is one to five capital letters: ${series}`)
  const years = /^\d{2}(\d{2})-(\d{2})$/.exec(financialYear)
  if (!years) throw new Error(`not a financial year: ${financialYear}`)
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`not a sequence number: ${sequence}`)
  const number = `${series}${years[1]}${years[2]}-${String(sequence).padStart(6, '0')}`
  if (number.length > GST_NUMBER_MAX_LENGTH) throw new Error(`invoice number longer than ${GST_NUMBER_MAX_LENGTH} characters: ${number}`)
  return number
}
