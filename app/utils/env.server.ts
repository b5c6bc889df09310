import { z } from 'zod'

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyToUndefined, schema.optional())
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.default(fallback as never))

const envSchema = z.object({
  APP_MODE: withDefault(z.enum(['demo', 'production']), 'demo'),
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
  TRUSTED_PROXY_HEADER: optional(z.string()),
  CONTACT_TEAM_EMAIL: withDefault(z.email(), 'team@unfiltered.example'),
  SCHEDULING_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://cal.example.com/unfiltered/discovery-call'),
  COMPANY_NAME: withDefault(z.string(), 'Unfiltered Content Co.'),
  COMPANY_EMAIL: withDefault(z.email(), 'hello@unfiltered.example'),
  COMPANY_PHONE: withDefault(z.string(), '+1 (415) 555-0142'),
  COMPANY_ADDRESS: withDefault(z.string(), '548 Market St, Suite 300, San Francisco, CA 94104, USA'),
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  LLM_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 15_000),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  MAIL_WORKER_INTERVAL_MS: withDefault(z.coerce.number().int().min(50), 2000),
})

export type Env = z.infer<typeof envSchema> & { baseUrl: string; isDemo: boolean; authSecret: string; trustedOrigins: string[] }

const DEMO_SECRET = 'demo-mode-secret-not-for-production-use-0000'

/** Validates process.env once; throws one error that lists every bad or missing variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  const problems: string[] = []
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  const data = result.data
  if (data?.APP_MODE === 'production') {
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'PUBLIC_BASE_URL'] as const) {
      if (!data[name]) problems.push(`${name}: required when APP_MODE=production`)
    }
  }
  if (problems.length > 0 || !data) {
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
  const loopbackOrAny = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(data.HOST)
  const host = loopbackOrAny ? 'localhost' : data.HOST
  const baseUrl = (data.PUBLIC_BASE_URL ?? `http://${host}:${data.PORT}`).replace(/\/$/, '')
  // Without a public URL, a local visitor may use either loopback name.
  const trustedOrigins = data.PUBLIC_BASE_URL
    ? [baseUrl]
    : [baseUrl, `http://localhost:${data.PORT}`, `http://127.0.0.1:${data.PORT}`]
  return {
    ...data,
    isDemo: data.APP_MODE === 'demo',
    baseUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    authSecret: data.AUTH_SECRET ?? DEMO_SECRET,
  }
}

let cached: Env | undefined
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
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
