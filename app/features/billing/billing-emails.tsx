// Mails about money: the receipt of every charge, the INR renewal reminder with its payment link, and the team's alerts.
import { Section } from '@react-email/section'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import {
  EmailAction,
  EmailLayout,
  Paragraph,
  oneLine,
  paragraphStyle,
  renderEmailHtml,
  type MailContent,
} from '#app/utils/email-layout.tsx'
import { longDateText } from '#app/utils/dates.ts'

const cell = { ...paragraphStyle, margin: 0, padding: '4px 16px 4px 0' }

const dateText = (date: Date) => longDateText(date)

export async function receiptEmail(input: {
  name: string
  line: string
  invoiceNumber: string
  invoiceUrl: string
  currency: Currency
  subtotalMinor: number
  discountMinor: number
  couponCode: string | null
  /** The invoice's tax lines as it shows them: CGST and SGST, or IGST (or one GST line on an older invoice). */
  taxLines: { label: string; amountMinor: number }[]
  totalMinor: number
  renewsOn: Date | null
}): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const money = (minor: number) => formatMoney(minor, input.currency)
  const rows: [string, string][] = [
    [input.line, money(input.subtotalMinor)],
    ...(input.discountMinor > 0 ? [[`Coupon ${input.couponCode ?? ''}`.trim(), `−${money(input.discountMinor)}`] as [string, string]] : []),
    ...input.taxLines.map((tax): [string, string] => [tax.label, money(tax.amountMinor)]),
    ['Total paid', money(input.totalMinor)],
  ]
  const intro = `Hi ${name}, thank you: your payment went through. Invoice ${input.invoiceNumber} is ready.`
  const renewal = input.renewsOn ? `Your plan renews on ${dateText(input.renewsOn)}.` : null
  const html = await renderEmailHtml(
    <EmailLayout title="Payment received" preview={`${input.line}: ${money(input.totalMinor)} paid`}>
      <Paragraph>{intro}</Paragraph>
      <Section style={{ margin: '0 0 16px' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={cell}>{label}</td>
                <td style={{ ...cell, textAlign: 'right', paddingRight: 0 }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {renewal ? <Paragraph>{renewal}</Paragraph> : null}
      <EmailAction label="View your invoice" url={input.invoiceUrl} />
    </EmailLayout>,
  )
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(renewal ? [renewal, ''] : []),
    `Your invoice: ${input.invoiceUrl}`,
  ].join('\n')
  return { template: 'payment-receipt', subject: `Receipt for ${input.line} (${input.invoiceNumber})`, html, text }
}

export async function renewalReminderEmail(input: {
  name: string
  line: string
  amountMinor: number
  currency: Currency
  periodEnd: Date
  payUrl: string
}): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const paragraphs = [
    `Hi ${name}, your ${input.line} ends on ${dateText(input.periodEnd)}.`,
    `Renew it for the next period (${formatMoney(input.amountMinor, input.currency)}, GST added when you give a GST number) to keep your writer and your content calendar.`,
    'If you do not want to renew, ignore this email: nothing is charged without you.',
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="Time to renew your plan" preview={paragraphs[0]!}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <EmailAction label="Renew now" url={input.payUrl} />
    </EmailLayout>,
  )
  return {
    template: 'renewal-reminder',
    subject: `Your ${input.line} ends on ${dateText(input.periodEnd)}`,
    html,
    text: [...paragraphs, '', `Renew: ${input.payUrl}`].join('\n\n'),
  }
}

/** To the team: a provider confirmed a different amount than the order's, so the payment was not fulfilled. */
export async function paymentMismatchEmail(input: {
  paymentId: string
  provider: string
  email: string
  confirmed: number
  confirmedCurrency: Currency
  expected: number
  currency: Currency
}): Promise<MailContent> {
  const lines = [
    `The payment provider (${input.provider}) confirmed ${formatMoney(input.confirmed, input.confirmedCurrency)} for payment ${input.paymentId}, but the order is ${formatMoney(input.expected, input.currency)}.`,
    `The order was not fulfilled. Check the payment with the provider and refund the buyer (${input.email}) if money was taken.`,
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="Payment amount mismatch" preview={lines[0]!} footer="Sent by the checkout of the Unfiltered website.">
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </EmailLayout>,
  )
  return { template: 'payment-mismatch', subject: `Payment amount mismatch: ${input.paymentId}`, html, text: lines.join('\n\n') }
}

/** To the team: a payment confirmed with a coupon that was already used up (honoured, but not one of the coupon's uses). */
export async function couponOverLimitEmail(input: {
  paymentId: string
  provider: string
  email: string
  code: string
  limit: number
  discount: number
  currency: Currency
}): Promise<MailContent> {
  const lines = [
    `The payment provider (${input.provider}) confirmed payment ${input.paymentId} by ${input.email} with coupon ${input.code}, which had already reached its limit of ${input.limit} use${input.limit === 1 ? '' : 's'}.`,
    `Money moved, so the order was fulfilled with its discount of ${formatMoney(input.discount, input.currency)}. The use is recorded as over the limit and does not count towards the coupon's uses. Decide whether to ask the buyer for the difference or let it stand.`,
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="Coupon used beyond its limit" preview={lines[0]!} footer="Sent by the checkout of the Unfiltered website.">
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </EmailLayout>,
  )
  return {
    template: 'coupon-over-limit',
    subject: `Coupon ${input.code} used beyond its limit: ${input.paymentId}`,
    html,
    text: lines.join('\n\n'),
  }
}
