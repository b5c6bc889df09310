// Indian GST, the one place for its facts: the rate, GSTINs (format and checksum), the state and
// union-territory codes, the split of a sale's tax into CGST + SGST or IGST, and the service's SAC.
// Amounts are integer minor units (paise / cents), as everywhere (money.ts).

/** GST on the agency's services (SAC 9983): 18 %, as CGST 9 % + SGST 9 % within a state or IGST 18 % across states. */
export const GST_RATE_PERCENT = 18

/**
 * SAC 998391 "Specialty design services" would fit graphic work; written content for a business is
 * 998399 "Other professional, technical and business services n.e.c." (docs/decisions/031).
 */
export const CONTENT_WRITING_SAC = '998399'

/** Printed on every tax invoice: the buyer does not pay the tax under reverse charge. */
export const REVERSE_CHARGE_NOTE = 'Tax is not payable on reverse charge'

/** The code of a state or union territory, as the first two digits of a GSTIN carry it. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
}

/** "Karnataka (29)", or null for a code that names no state. */
export function placeOfSupplyText(stateCode: string | null | undefined): string | null {
  if (!stateCode) return null
  const name = GST_STATES[stateCode]
  return name ? `${name} (${stateCode})` : null
}

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The shape of a GSTIN: state code, PAN (five letters, four digits, a letter), the entity's number
 * (1–9 or A–Z), the letter Z, and a check character.
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** An example that passes every check, for the field's message and the demo seller (a sample, no real business). */
export const SAMPLE_GSTIN = '29AAACU1234F1ZM'

/** The message on the checkout field when the number given is not a GSTIN. */
export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'

/**
 * The check character of the first 14 characters: each character's value (0–9, A–Z = 10–35) times
 * 1 and 2 alternately, each product's base-36 digits added, and the character that brings the sum
 * to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index++) {
    const value = CHARACTERS.indexOf(first14[index] ?? '')
    if (value < 0) throw new Error(`not a GSTIN character at ${index + 1}: ${first14}`)
    const product = value * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] as string
}

/** Upper-case, without spaces: how a typed GSTIN is compared and stored. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** Whether `value` (already normalised) is a GSTIN: its shape, a known state code and the right check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false
  if (!GST_STATES[value.slice(0, 2)]) return false
  return gstinCheckCharacter(value.slice(0, 14)) === value[14]
}

/** The state code a GSTIN carries ("27"), or null when it is not a valid GSTIN. */
export function stateOfGstin(value: string | null | undefined): string | null {
  if (!value) return null
  const gstin = normaliseGstin(value)
  return isValidGstin(gstin) ? gstin.slice(0, 2) : null
}

/**
 * The GST on a taxable amount: 18 %, rounded to a whole rupee or dollar as the price list is (spec §9),
 * charged only when the buyer gives a GST number (spec §5).
 */
export function gstOn(taxableMinor: number, gstNumber: string | null | undefined): number {
  if (!gstNumber?.trim()) return 0
  return Math.round((taxableMinor * GST_RATE_PERCENT) / 100 / 100) * 100
}

/**
 * The GST inside a renewal the provider charged: the list price's GST when the charge is the list
 * price with it, as it was sold; otherwise (the provider charged another amount) the GST contained in
 * what was charged, when the subscription has a GST number, and none without one.
 */
export function gstInCharge(chargedMinor: number, listPriceMinor: number, gstNumber: string | null | undefined): number {
  const expected = gstOn(listPriceMinor, gstNumber)
  if (listPriceMinor + expected === chargedMinor) return expected
  return gstNumber?.trim() ? chargedMinor - Math.round(chargedMinor / (1 + GST_RATE_PERCENT / 100)) : 0
}

/** A sale's GST in its parts: CGST + SGST within the seller's state, IGST across states. */
export type GstSplit =
  | { kind: 'none'; cgstMinor: 0; sgstMinor: 0; igstMinor: 0 }
  | { kind: 'intra-state'; cgstMinor: number; sgstMinor: number; igstMinor: 0 }
  | { kind: 'inter-state'; cgstMinor: 0; sgstMinor: 0; igstMinor: number }

/**
 * Splits the GST of one sale by place of supply. Within the seller's state it is halved into CGST and
 * SGST (9 % each); an odd paisa goes to CGST, so the two always add up to the GST charged. Another
 * state — or a place of supply not known — is IGST 18 %.
 */
export function splitGst(gstMinor: number, sellerState: string | null | undefined, placeOfSupply: string | null | undefined): GstSplit {
  if (gstMinor <= 0) return { kind: 'none', cgstMinor: 0, sgstMinor: 0, igstMinor: 0 }
  if (sellerState && placeOfSupply && sellerState === placeOfSupply) {
    const cgstMinor = Math.ceil(gstMinor / 2)
    return { kind: 'intra-state', cgstMinor, sgstMinor: gstMinor - cgstMinor, igstMinor: 0 }
  }
  return { kind: 'inter-state', cgstMinor: 0, sgstMinor: 0, igstMinor: gstMinor }
}

/** The tax lines of an invoice, each with its rate: "CGST 9%", "SGST 9%" or "IGST 18%". */
export function gstLines(split: Pick<GstSplit, 'cgstMinor' | 'sgstMinor' | 'igstMinor'>): { label: string; amountMinor: number }[] {
  const half = GST_RATE_PERCENT / 2
  const lines = [
    { label: `CGST ${half}%`, amountMinor: split.cgstMinor },
    { label: `SGST ${half}%`, amountMinor: split.sgstMinor },
    { label: `IGST ${GST_RATE_PERCENT}%`, amountMinor: split.igstMinor },
  ]
  return lines.filter((line) => line.amountMinor > 0)
}
