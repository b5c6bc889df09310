// Invoice numbers: sequential per Indian financial year (1 April – 31 March, India Standard Time),
// as GST invoices must be. "UNF/2026-27/000042".

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS)
  const year = ist.getUTCFullYear()
  const start = ist.getUTCMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export function invoiceNumber(financialYear: string, sequence: number): string {
  return `UNF/${financialYear}/${String(sequence).padStart(6, '0')}`
}
