// An invoice as an A4 PDF, drawn with pdfkit from the same text as the page (invoice-view.ts).
// PDF's built-in Helvetica has no ₹ (and no − or ·), so the document embeds Noto Sans (SIL Open
// Font License), subset to the glyphs it uses, from the @expo-google-fonts/noto-sans package.
import { createRequire } from 'node:module'
import type { invoices } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { findInvoiceFor } from './invoices.server.ts'
import { invoiceFileName, invoiceView, type InvoiceView, type PartyDetail } from './invoice-view.ts'

type InvoiceRow = typeof invoices.$inferSelect

/** The font files, found on first use (the server build is one module: a throw at load would stop every page). */
let fonts: { regular: string; bold: string } | undefined
function fontFiles() {
  const resolve = createRequire(import.meta.url).resolve
  fonts ??= {
    regular: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  }
  return fonts
}

const INK = '#0b0b0f'
const SOFT = '#4a4a55'
const RULE = '#d4d4d8'
const PAID = '#166534'

const PAGE = { width: 595.28, margin: 56 }
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2
const RIGHT_EDGE = PAGE.width - PAGE.margin

export type InvoicePdfOptions = {
  /** Compressed content streams (the default); tests turn it off to read the drawing commands. */
  compress?: boolean
}

/** The invoice as a PDF file with its file name, for its buyer and admins; null for anyone else (answered as missing). */
export async function invoicePdfFor(db: Database, reader: Actor, id: string): Promise<{ fileName: string; pdf: Buffer } | null> {
  const invoice = await findInvoiceFor(db, reader, id)
  if (!invoice) return null
  return { fileName: invoiceFileName(invoice.number), pdf: await renderInvoicePdf(invoice) }
}

/** The invoice as a PDF file. The caller must have checked that the reader may see it (findInvoiceFor). */
export function renderInvoicePdf(invoice: InvoiceRow, options: InvoicePdfOptions = {}): Promise<Buffer> {
  return renderDocumentPdf(invoiceView(invoice), invoice.issuedAt, options)
}

/**
 * An invoice or a credit note (any InvoiceView) as a PDF file. The caller must have checked who reads it.
 * PDFKit (with its fonts and encryption code) loads at the first PDF, not at every start (decision 045).
 */
export async function renderDocumentPdf(view: InvoiceView, issuedAt: Date, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const { regular, bold } = fontFiles()
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    pdfVersion: '1.7',
    lang: 'en-IN',
    displayTitle: true,
    font: regular,
    info: {
      Title: view.number,
      Subject: `${view.title} ${view.number} from ${view.seller.name}`,
      Author: view.seller.name,
      Creator: view.seller.name,
      Keywords: `${view.title.toLowerCase()} ${view.number}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  drawInvoice(doc, view)
  doc.end()
  return done
}

function drawInvoice(doc: PDFKit.PDFDocument, view: InvoiceView) {
  let y = drawHeading(doc, view)
  y = drawBuyer(doc, view, y)
  drawLinesAndTotal(doc, view, y)
  drawFoot(doc, view)
}

/** The seller, top left; the title and the invoice's facts, top right. Returns where the next block starts. */
function drawHeading(doc: PDFKit.PDFDocument, view: InvoiceView): number {
  const top = PAGE.margin
  const leftWidth = CONTENT_WIDTH * 0.55
  doc.font('bold').fontSize(16).fillColor(INK).text(view.seller.name, PAGE.margin, top, { width: leftWidth })
  doc.moveDown(0.3)
  drawDetails(doc, view.seller.details, PAGE.margin, leftWidth)
  const sellerBottom = doc.y

  const metaX = PAGE.margin + leftWidth + 16
  const metaWidth = RIGHT_EDGE - metaX
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(view.title, metaX, top - 4, { width: metaWidth, align: 'right' })
  doc.moveDown(0.4)
  const facts: [string, string, string?][] = [
    [`${view.title} number`, view.number],
    ...(view.reference ? [[view.reference.label, view.reference.value] as [string, string]] : []),
    ['Issue date', view.issuedOn],
    ['Currency', view.currency],
    ...view.taxFacts.map((fact): [string, string] => [fact.label, fact.value]),
    ['Status', view.status, PAID],
  ]
  for (const [label, value, color] of facts) {
    const y = doc.y
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(SOFT)
      .text(label, metaX, y, { width: metaWidth / 2 })
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(color ?? INK)
      .text(value, metaX, y, { width: metaWidth, align: 'right' })
    doc.moveDown(0.25)
  }
  return Math.max(sellerBottom, doc.y) + 24
}

function drawBuyer(doc: PDFKit.PDFDocument, view: InvoiceView, top: number): number {
  rule(doc, top)
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(SOFT)
    .text('BILL TO', PAGE.margin, top + 16)
  doc.moveDown(0.3)
  doc.font('bold').fontSize(12).fillColor(INK).text(view.buyer.name, PAGE.margin, doc.y, { width: CONTENT_WIDTH })
  doc.moveDown(0.2)
  drawDetails(doc, view.buyer.details, PAGE.margin, CONTENT_WIDTH)
  return doc.y + 24
}

function drawLinesAndTotal(doc: PDFKit.PDFDocument, view: InvoiceView, top: number) {
  const amountWidth = 150
  const amountX = RIGHT_EDGE - amountWidth
  const labelWidth = amountX - PAGE.margin - 16
  doc.font('bold').fontSize(8.5).fillColor(SOFT)
  doc.text('DESCRIPTION', PAGE.margin, top, { width: labelWidth })
  doc.text('AMOUNT', amountX, top, { width: amountWidth, align: 'right' })
  let y = doc.y + 6
  rule(doc, y, INK)
  y += 10
  for (const line of view.lines) {
    const strong = line.kind === 'item'
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(10.5)
      .fillColor(strong ? INK : SOFT)
    doc.text(line.label, PAGE.margin, y, { width: labelWidth })
    const labelBottom = doc.y
    doc.text(line.amount, amountX, y, { width: amountWidth, align: 'right' })
    y = Math.max(labelBottom, doc.y) + 8
  }
  rule(doc, y, INK)
  y += 12
  doc.font('bold').fontSize(13).fillColor(INK)
  doc.text(`Total (${view.currency})`, PAGE.margin, y, { width: labelWidth })
  doc.text(view.total, amountX, y, { width: amountWidth, align: 'right' })
  y = doc.y + 6
  if (view.taxNote) {
    doc.font('bold').fontSize(9.5).fillColor(INK).text(`${view.taxNote}.`, PAGE.margin, y, { width: CONTENT_WIDTH })
    y = doc.y + 4
  }
  doc.font('regular').fontSize(9.5).fillColor(PAID).text(view.closing, PAGE.margin, y, { width: CONTENT_WIDTH })
}

/** A closing line, at the foot of the page. */
function drawFoot(doc: PDFKit.PDFDocument, view: InvoiceView) {
  const footY = doc.page.height - PAGE.margin - 24
  rule(doc, footY - 10)
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(SOFT)
    .text(
      `${view.seller.name} · ${view.title} ${view.number} · This ${view.title.toLowerCase()} was issued electronically.`,
      PAGE.margin,
      footY,
      {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      },
    )
}

/** "GSTIN  29ABCDE1234F1Z5" lines under a party's name. */
function drawDetails(doc: PDFKit.PDFDocument, details: PartyDetail[], x: number, width: number) {
  for (const detail of details) {
    doc.fontSize(9.5).font('regular').fillColor(SOFT).text(`${detail.label}  `, x, doc.y, { width, continued: true })
    doc.fillColor(INK).text(detail.value)
    doc.moveDown(0.15)
  }
}

function rule(doc: PDFKit.PDFDocument, y: number, color = RULE) {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(RIGHT_EDGE, y)
    .lineWidth(color === INK ? 1 : 0.75)
    .strokeColor(color)
    .stroke()
    .restore()
}
