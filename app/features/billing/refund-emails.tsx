// Mails about money going back: the founder's refund notice (with its credit note) and the team's dispute alerts.
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { EmailAction, EmailLayout, Paragraph, oneLine, renderEmailHtml, type MailContent } from '#app/utils/email-layout.tsx'

/** To the founder: a refund went through, with the credit note that documents it. */
export async function refundEmail(input: {
  name: string
  line: string
  amountMinor: number
  currency: Currency
  reason: string
  creditNoteNumber: string | null
  creditNoteUrl: string | null
}): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const amount = formatMoney(input.amountMinor, input.currency)
  const lines = [
    `Hi ${name}, we have refunded ${amount} of your payment for ${oneLine(input.line, 120)}.`,
    `Reason: ${oneLine(input.reason, 300)}`,
    'The money goes back the way you paid; your bank may take 5–10 working days to show it.',
    ...(input.creditNoteNumber ? [`Credit note ${input.creditNoteNumber} records the refund against your invoice.`] : []),
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="Refund on its way" preview={`${amount} refunded`}>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {input.creditNoteUrl ? <EmailAction label="View your credit note" url={input.creditNoteUrl} /> : null}
    </EmailLayout>,
  )
  return {
    template: 'refund',
    subject: `Refund of ${amount}`,
    html,
    text: lines.join('\n\n') + (input.creditNoteUrl ? `\n\n${input.creditNoteUrl}` : ''),
  }
}

/** To the team: a chargeback was opened or closed on a charge. */
export async function disputeEmail(input: {
  providerDisputeId: string
  email: string
  line: string
  amountMinor: number
  currency: Currency
  status: 'open' | 'won' | 'lost'
  providerStatus: string
  reason: string | null
}): Promise<MailContent> {
  const amount = formatMoney(input.amountMinor, input.currency)
  const headline =
    input.status === 'open'
      ? `A payment of ${input.email} (${input.line}) is disputed: ${amount}${input.reason ? `, reason “${input.reason}”` : ''}.`
      : `The dispute of ${amount} on the payment of ${input.email} (${input.line}) was ${input.status}.`
  const lines = [
    headline,
    input.status === 'open'
      ? `Answer it in the Stripe dashboard before its deadline (dispute ${input.providerDisputeId}, status ${input.providerStatus}).`
      : input.status === 'lost'
        ? 'The amount is booked as a refund in billing and leaves the revenue figures.'
        : 'Nothing changes in billing.',
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="Payment dispute" preview={headline} footer="Sent by the billing of the Unfiltered website.">
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </EmailLayout>,
  )
  return {
    template: 'dispute',
    subject: `Dispute ${input.status === 'open' ? 'opened' : input.status}: ${amount} from ${input.email}`,
    html,
    text: lines.join('\n\n'),
  }
}
