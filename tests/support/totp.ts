// A time-based one-time code (RFC 6238: HMAC-SHA1, 30-second steps, six digits) computed from the
// Base32 key an authenticator app is given, as a phone would: tests type what the app would show.
import { createHmac } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Bytes(key: string): Buffer {
  let bits = ''
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
    const value = ALPHABET.indexOf(char)
    if (value < 0) throw new Error(`not Base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

export function totpFor(base32Key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', base32Bytes(base32Key)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 15
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return value.toString().padStart(6, '0')
}

/** The key the two-factor page shows in text, read from its HTML. */
export function shownSecret(html: string): string {
  const found = html.match(/data-testid="two-factor-secret"[^>]*>([A-Z2-7]+)</)
  if (!found) throw new Error('no two-factor key on the page')
  return found[1]!
}

/** The backup codes shown once after setup, read from the page's HTML. */
export function shownBackupCodes(html: string): string[] {
  return [...html.matchAll(/data-testid="backup-code"[^>]*>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})</g)].map((match) => match[1]!)
}
