// The seller a tax invoice names (docs/decisions/031): legal name, registered address, GSTIN and its
// state, from configuration (COMPANY_LEGAL_NAME, COMPANY_GST_ADDRESS, COMPANY_GSTIN). Demo mode without
// a GSTIN sells as a made-up sample business, and its invoices say so.
import { SAMPLE_GSTIN, gstinCheckCharacter, isValidGstin, stateOfGstin } from '#app/domain/gst.ts'
import type { Env } from '#app/utils/env.server.ts'

export type GstSeller = {
  legalName: string
  address: string
  email: string
  gstin: string | null
  /** The GSTIN's state: the seller's place of business, against which the place of supply is compared. */
  stateCode: string | null
  /** Demo mode's made-up GSTIN, printed with "sample" beside it. */
  sample: boolean
}

const SAMPLE_ADDRESS = '4th Floor, 80 Feet Road, Indiranagar, Bengaluru, Karnataka 560038, India'

type SellerSettings = Pick<
  Env,
  'isDemo' | 'COMPANY_NAME' | 'COMPANY_EMAIL' | 'COMPANY_ADDRESS' | 'COMPANY_GSTIN' | 'COMPANY_LEGAL_NAME' | 'COMPANY_GST_ADDRESS'
>

export function gstSellerFrom(env: SellerSettings): GstSeller {
  const sample = env.isDemo && !env.COMPANY_GSTIN
  const gstin = env.COMPANY_GSTIN ?? (sample ? SAMPLE_GSTIN : null)
  return {
    legalName: env.COMPANY_LEGAL_NAME ?? env.COMPANY_NAME,
    address: env.COMPANY_GST_ADDRESS ?? (sample ? SAMPLE_ADDRESS : env.COMPANY_ADDRESS),
    email: env.COMPANY_EMAIL,
    gstin,
    stateCode: stateOfGstin(gstin),
    sample,
  }
}

/**
 * The start-up check configuration parsing cannot make (the GST rules are the domain's): a configured
 * GSTIN must carry the right check character. Throws the message the server prints before it stops.
 */
export function checkGstSeller(env: SellerSettings) {
  const gstin = env.COMPANY_GSTIN
  if (gstin && !isValidGstin(gstin)) {
    throw new Error(
      `Invalid configuration:\n  - COMPANY_GSTIN: ${gstin} is not a valid GSTIN (its check character should be ${gstinCheckCharacter(gstin.slice(0, 14))}, or the state code ${gstin.slice(0, 2)} is unknown)`,
    )
  }
}
