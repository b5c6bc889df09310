// The shared frame of every mail the product sends (react-email components, rendered on the server
// only: templates are imported by *.server modules alone). React escapes every value, so text a
// visitor typed can never become markup.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'
import { Text } from '@react-email/text'
import { render } from '@react-email/render'
import type { CSSProperties, ReactElement, ReactNode } from 'react'

/** A rendered mail: the HTML part and a plain-text part that says the same. */
export type MailContent = { template: string; subject: string; html: string; text: string }

export const emailColors = { ink: '#0b0b0f', soft: '#555555', muted: '#777777', shock: '#ff5a36', shockInk: '#c2300f', paper: '#fafaf7' }

const body: CSSProperties = {
  backgroundColor: '#ffffff',
  color: emailColors.ink,
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
}
const container: CSSProperties = { maxWidth: '560px', margin: '0 auto', padding: '24px' }
export const paragraphStyle: CSSProperties = { fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' }

const DEFAULT_FOOTER = 'Unfiltered — bold content for bold brands.'

export function EmailLayout({
  title,
  preview,
  footer = DEFAULT_FOOTER,
  children,
}: {
  title: string
  preview: string
  footer?: string
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e5e5e0', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: emailColors.muted, margin: 0 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

export function Paragraph({ children }: { children: string }) {
  return <Text style={paragraphStyle}>{children}</Text>
}

/** The one thing the mail asks for, with the link spelled out for clients that block buttons. */
export function EmailAction({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Button
        href={url}
        style={{
          backgroundColor: emailColors.ink,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '8px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: emailColors.soft, margin: '16px 0' }}>
        {`Or paste this link into your browser: ${url}`}
      </Text>
    </>
  )
}

export function renderEmailHtml(element: ReactElement): Promise<string> {
  return render(element)
}

/** Collapses whitespace (line breaks included) and caps the length, for subjects and table cells. */
export function oneLine(value: string, max: number) {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
