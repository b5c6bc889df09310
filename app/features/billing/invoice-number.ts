// Invoice numbers: sequential per Indian financial year (1 April – 31 March, India Standard Time:
// financialYearOf in app/domain/periods.ts), as GST invoices must be. "UNF/2026-27/000042".

export function invoiceNumber(financialYear: string, sequence: number): string {
  return `UNF/${financialYear}/${String(sequence).padStart(6, '0')}`
}
