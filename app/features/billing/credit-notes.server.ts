// Credit notes as their readers get them: the page's view and the PDF, for the buyer and admins only.
import { and, eq } from 'drizzle-orm'
import { creditNotes, invoices } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { creditNoteView } from './credit-note-view.ts'
import { renderDocumentPdf } from './invoice-pdf.server.ts'
import { invoiceFileName, type InvoiceView } from './invoice-view.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One credit note as a view, if the actor may read it (its buyer, or an admin); null for anyone else (a 404). */
export async function findCreditNoteFor(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ view: InvoiceView; issuedAt: Date; ownerId: string } | null> {
  if (!UUID.test(id)) return null
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, id), visibleTo(actor, { user: creditNotes.userId })))
  return row ? { view: creditNoteView(row.note, row.invoice), issuedAt: row.note.issuedAt, ownerId: row.note.userId } : null
}

/** The credit note as a PDF file with its file name, for its buyer and admins; null for anyone else. */
export async function creditNotePdfFor(db: Database, reader: Actor, id: string): Promise<{ fileName: string; pdf: Buffer } | null> {
  const found = await findCreditNoteFor(db, reader, id)
  if (!found) return null
  return { fileName: invoiceFileName(found.view.number), pdf: await renderDocumentPdf(found.view, found.issuedAt) }
}
