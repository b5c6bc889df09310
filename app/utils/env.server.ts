import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyToUndefined, schema.optional())
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.default(fallback as never))

/**
 * 'true' or 'false', false when unset. The fallback goes through the schema: Zod's `.default` would
 * hand back the string 'false' untransformed — which is truthy.
 */
const booleanSetting = () =>
  z.preprocess(
    (value) => emptyToUndefined(value) ?? 'false',
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).transform((value) => value === 'true'),
  )

const envSchema = z.object({
  APP_MODE: optional(z.enum(['demo', 'production'])),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'production'),
  HOST: withDefault(z.string(), '127.0.0.1'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  PUBLIC_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  DATA_DIR: withDefault(z.string(), '.data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: withDefault(z.string(), 'Unfiltered <hello@unfiltered.example>'),
  ADMIN_EMAIL: optional(z.email()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  WHATSAPP_NUMBER: withDefault(z.string().regex(/^\d{8,15}$/, 'digits only, with country code'), '15555550123'),
  TRUSTED_PROXY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, 'a header name such as x-forwarded-for')),
  /** How many proxies in front append to TRUSTED_PROXY_HEADER: the client's address is that many entries from the right. */
  TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().int().min(1).max(10), 1),
  CONTACT_TEAM_EMAIL: withDefault(z.email(), 'team@unfiltered.example'),
  SCHEDULING_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://cal.example.com/unfiltered/discovery-call'),
  COMPANY_NAME: withDefault(z.string(), 'Unfiltered Content Co.'),
  COMPANY_EMAIL: withDefault(z.email(), 'hello@unfiltered.example'),
  COMPANY_PHONE: withDefault(z.string(), '+1 (415) 555-0142'),
  COMPANY_ADDRESS: withDefault(z.string(), '548 Market St, Suite 300, San Francisco, CA 94104, USA'),
  // The seller on tax invoices (docs/decisions/031): its legal name, its place of business registered
  // for GST, and its GSTIN, whose first two digits are its state.
  // The check character is verified at start-up (app/features/billing/gst-seller.server.ts).
  COMPANY_GSTIN: optional(
    z.string().regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a 15-character GSTIN in capitals, e.g. 29AAACU1234F1ZM'),
  ),
  COMPANY_LEGAL_NAME: optional(z.string().trim().min(1)),
  COMPANY_GST_ADDRESS: optional(z.string().trim().min(1)),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must start with whsec_')),
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Offer Stripe's Billing Portal for "Update payment method"; unset means on (it only matters with Stripe's keys). */
  STRIPE_BILLING_PORTAL: z.preprocess(
    (value) => emptyToUndefined(value) ?? 'true',
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).transform((value) => value === 'true'),
  ),
  PHONEPE_CLIENT_ID: optional(z.string()),
  PHONEPE_CLIENT_SECRET: optional(z.string()),
  PHONEPE_CLIENT_VERSION: withDefault(z.coerce.number().int().min(1), 1),
  PHONEPE_ENV: withDefault(z.enum(['sandbox', 'production']), 'sandbox'),
  PHONEPE_WEBHOOK_USERNAME: optional(z.string()),
  PHONEPE_WEBHOOK_PASSWORD: optional(z.string()),
  PAYMENTS_SANDBOX: booleanSetting(),
  CHECKOUT_EXPIRY_MINUTES: withDefault(z.coerce.number().int().min(30).max(1440), 60),
  // File storage (content packs): DATA_DIR/uploads unless S3_BUCKET names an S3-compatible bucket.
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots and hyphens'),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: withDefault(z.string().regex(/^[a-z0-9-]+$/, 'a region name such as us-east-1'), 'us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: booleanSetting(),
  /** Admins must turn on two-factor sign-in before any admin page opens. */
  REQUIRE_ADMIN_2FA: booleanSetting(),
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  LLM_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 15_000),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // Read by the logger before this runs (app/utils/logger.server.ts); checked here so a typo is named.
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  JOB_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(12), 10),
  JOB_RETRY_DELAY_SECONDS: withDefault(z.coerce.number().int().min(1).max(60), 10),
  JOB_POLL_INTERVAL_SECONDS: withDefault(z.coerce.number().min(0.5).max(60), 2),
  /** Worker processes with DATABASE_URL (server/cluster.ts); unset: one per core. The embedded database always runs one. */
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  /** Lets /metrics answer beyond loopback a request with `Authorization: Bearer <this>`. */
  METRICS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
})

export type Env = Omit<z.infer<typeof envSchema>, 'APP_MODE'> & {
  APP_MODE: 'demo' | 'production'
  baseUrl: string
  isDemo: boolean
  authSecret: string
  trustedOrigins: string[]
}

/** The GST seller settings a production deployment that sells in INR must have. */
const GST_SELLER_SETTINGS = ['COMPANY_LEGAL_NAME', 'COMPANY_GST_ADDRESS', 'COMPANY_GSTIN'] as const

/** The settings of a real deployment: with any of them set, APP_MODE must be chosen, not defaulted to demo. */
const PRODUCTION_SETTINGS = ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'PUBLIC_BASE_URL'] as const

export type ParseEnvOptions = {
  /**
   * The auth secret of demo mode when AUTH_SECRET is unset, given the data folder. `getEnv()` keeps one
   * per data folder (`demoSecretIn`); by default a throwaway one, so parsing alone never writes a file.
   */
  demoSecret?: (dataDir: string) => string
}

/** Validates process.env once; throws one error that lists every bad or missing variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, options: ParseEnvOptions = {}): Env {
  const result = envSchema.safeParse(source)
  const problems: string[] = []
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  const data = result.data
  const presentSettings = PRODUCTION_SETTINGS.filter((name) => emptyToUndefined(source[name]) !== undefined)
  if (emptyToUndefined(source.APP_MODE) === undefined && presentSettings.length > 0) {
    problems.push(
      `APP_MODE: must be set when ${presentSettings.join(', ')} ${presentSettings.length === 1 ? 'is' : 'are'} set: ` +
        'APP_MODE=production for a real deployment, or APP_MODE=demo on purpose (demo mode seeds accounts with a known password and opens /dev/mailbox)',
    )
  }
  if (data?.APP_MODE === 'production') {
    for (const name of PRODUCTION_SETTINGS) {
      if (!data[name]) problems.push(`${name}: required when APP_MODE=production`)
    }
  }
  if (data) {
    if (Boolean(data.STRIPE_SECRET_KEY) !== Boolean(data.STRIPE_WEBHOOK_SECRET))
      problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to take USD payments through Stripe, or neither')
    const phonepe = [data.PHONEPE_CLIENT_ID, data.PHONEPE_CLIENT_SECRET, data.PHONEPE_WEBHOOK_USERNAME, data.PHONEPE_WEBHOOK_PASSWORD]
    if (phonepe.some(Boolean) && !phonepe.every(Boolean))
      problems.push(
        'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD: set all four to take INR payments through PhonePe, or none',
      )
  }
  if (data?.APP_MODE === 'production' && sellsInInr(data)) {
    const missing = GST_SELLER_SETTINGS.filter((name) => !data[name])
    if (missing.length > 0)
      problems.push(
        `${missing.join(', ')}: required in production when INR payments are on (PhonePe or PAYMENTS_SANDBOX): ` +
          'tax invoices must name the seller by legal name, registered address and GSTIN',
      )
  }
  if (data && !data.TRUSTED_PROXY_HEADER && data.TRUSTED_PROXY_HOPS !== 1)
    problems.push('TRUSTED_PROXY_HOPS: set TRUSTED_PROXY_HEADER too (without it no forwarded address is read)')
  if (data) problems.push(...s3Problems(source, data))
  if (problems.length > 0 || !data) {
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
  const loopbackOrAny = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(data.HOST)
  const host = loopbackOrAny ? 'localhost' : data.HOST
  const baseUrl = (data.PUBLIC_BASE_URL ?? `http://${host}:${data.PORT}`).replace(/\/$/, '')
  // Without a public URL, a local visitor may use either loopback name.
  const trustedOrigins = data.PUBLIC_BASE_URL ? [baseUrl] : [baseUrl, `http://localhost:${data.PORT}`, `http://127.0.0.1:${data.PORT}`]
  const appMode = data.APP_MODE ?? 'demo'
  const demoSecret = options.demoSecret ?? (() => randomBytes(32).toString('hex'))
  return {
    ...data,
    APP_MODE: appMode,
    isDemo: appMode === 'demo',
    baseUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    // Production requires AUTH_SECRET (checked above); only demo mode falls back.
    authSecret: data.AUTH_SECRET ?? demoSecret(data.DATA_DIR),
  }
}

/** INR can be taken: PhonePe is configured, or the sandbox is switched on. */
function sellsInInr(data: z.infer<typeof envSchema>): boolean {
  return Boolean(data.PHONEPE_CLIENT_ID) || data.PAYMENTS_SANDBOX
}

/** The S3 settings make sense only together: a bucket, and both keys or neither (the SDK's own credentials then). */
function s3Problems(source: NodeJS.ProcessEnv, data: z.infer<typeof envSchema>): string[] {
  const problems: string[] = []
  const given = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => emptyToUndefined(source[name]) !== undefined,
  )
  if (!data.S3_BUCKET && given.length > 0) {
    problems.push(
      `S3_BUCKET: required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set (files stay in DATA_DIR/uploads without it)`,
    )
  }
  if (Boolean(data.S3_ACCESS_KEY_ID) !== Boolean(data.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the credentials of the machine (an instance role)',
    )
  }
  return problems
}

/** Demo mode's generated auth secret, inside DATA_DIR. */
export const DEMO_SECRET_FILE = 'auth-secret'

/**
 * Demo mode's auth secret: generated once per data folder and kept there (mode 0600), so sessions
 * survive a restart and no two installations share a secret anyone could read in the source.
 */
export function demoSecretIn(dataDir: string): string {
  const file = path.resolve(dataDir, DEMO_SECRET_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  if (!existsSync(file)) {
    // Written aside, then linked into place: link fails when the file exists, so two processes
    // starting together keep the first one's secret, and nobody reads a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      rmSync(draft, { force: true })
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) {
    throw new Error(`${file} does not hold a usable secret (at least 32 characters): delete it to have a new one made, or set AUTH_SECRET.`)
  }
  return secret
}

let cached: Env | undefined
export function getEnv(): Env {
  cached ??= parseEnv(process.env, { demoSecret: demoSecretIn })
  return cached
}

/**
 * With PORT=0 the system picks the port: once the server listens, the addresses built from it
 * (the base URL without PUBLIC_BASE_URL, the loopback origins) name the real one.
 */
export function adoptListeningPort(port: number) {
  const env = getEnv()
  if (env.PORT !== 0 || port === 0) return
  env.PORT = port
  if (env.PUBLIC_BASE_URL) return
  const { hostname: host } = new URL(env.baseUrl)
  env.baseUrl = `http://${host}:${port}`
  env.trustedOrigins = [...new Set([env.baseUrl, `http://localhost:${port}`, `http://127.0.0.1:${port}`])]
}

/** The app's own address as the server itself reaches it (e.g. the sandbox provider's webhooks). */
export function internalBaseUrl() {
  const env = getEnv()
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(env.HOST)
  return local ? `http://127.0.0.1:${env.PORT}` : env.baseUrl
}

/** The only settings the browser sees. */
export function getPublicEnv() {
  const env = getEnv()
  return {
    baseUrl: env.baseUrl,
    whatsappNumber: env.WHATSAPP_NUMBER,
    schedulingUrl: env.SCHEDULING_URL,
    company: { name: env.COMPANY_NAME, email: env.COMPANY_EMAIL, phone: env.COMPANY_PHONE, address: env.COMPANY_ADDRESS },
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    isDemo: env.isDemo,
  }
}
export type PublicEnv = ReturnType<typeof getPublicEnv>
