import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEnv as parseEnvText } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_SECRET_FILE, demoSecretIn, parseEnv } from './env.server.ts'

const PRODUCTION = {
  DATABASE_URL: 'postgres://db/app',
  SMTP_URL: 'smtp://mail:25',
  AUTH_SECRET: 'x'.repeat(40),
  PUBLIC_BASE_URL: 'https://agency.example/',
}

const GST_SELLER = {
  COMPANY_LEGAL_NAME: 'Unfiltered Content Private Limited',
  COMPANY_GST_ADDRESS: 'Bengaluru',
  COMPANY_GSTIN: '29AAGCB7383J1Z4',
}

describe('GST seller settings', () => {
  it('refuses to start in production with INR payments on until the seller is named, listing what is missing', () => {
    const withInr = { APP_MODE: 'production', ...PRODUCTION, PAYMENTS_SANDBOX: 'true' }
    expect(() => parseEnv(withInr)).toThrowError(
      /COMPANY_LEGAL_NAME, COMPANY_GST_ADDRESS, COMPANY_GSTIN: required in production when INR payments are on/,
    )
    expect(() => parseEnv({ ...withInr, ...GST_SELLER, COMPANY_GSTIN: '' })).toThrowError(/- COMPANY_GSTIN: required in production/)
    const phonepe = { PHONEPE_CLIENT_ID: 'id', PHONEPE_CLIENT_SECRET: 's', PHONEPE_WEBHOOK_USERNAME: 'u', PHONEPE_WEBHOOK_PASSWORD: 'p' }
    expect(() => parseEnv({ APP_MODE: 'production', ...PRODUCTION, ...phonepe })).toThrowError(/COMPANY_GSTIN/)
    expect(parseEnv({ ...withInr, ...GST_SELLER }).COMPANY_GSTIN).toBe('29AAGCB7383J1Z4')
  })

  it('needs no seller in production without INR payments, nor in demo mode', () => {
    expect(() => parseEnv({ APP_MODE: 'production', ...PRODUCTION })).not.toThrow()
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'true' })).not.toThrow()
  })

  it('refuses a GSTIN of the wrong shape', () => {
    expect(() => parseEnv({ COMPANY_GSTIN: '29abcde1234f1z5' })).toThrowError(/COMPANY_GSTIN: a 15-character GSTIN/)
    expect(() => parseEnv({ COMPANY_GSTIN: '29AAGCB7383J1Z' })).toThrowError(/COMPANY_GSTIN/)
  })
})

describe('parseEnv', () => {
  it('starts in demo mode on 127.0.0.1:3000 with embedded defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ APP_MODE: 'demo', HOST: '127.0.0.1', PORT: 3000, DATA_DIR: '.data', isDemo: true })
    expect(env.baseUrl).toBe('http://localhost:3000')
    expect(env.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })

  it('requires admins to use two-factor sign-in only with REQUIRE_ADMIN_2FA=true', () => {
    expect(parseEnv({}).REQUIRE_ADMIN_2FA).toBe(false)
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true)
    expect(() => parseEnv({ REQUIRE_ADMIN_2FA: 'yes' })).toThrow(/REQUIRE_ADMIN_2FA/)
  })

  it('keeps the sandbox payment provider off unless PAYMENTS_SANDBOX=true', () => {
    expect(parseEnv({ APP_MODE: 'production', ...PRODUCTION }).PAYMENTS_SANDBOX).toBe(false)
    expect(parseEnv({ APP_MODE: 'production', ...PRODUCTION, PAYMENTS_SANDBOX: '' }).PAYMENTS_SANDBOX).toBe(false)
    expect(parseEnv({ APP_MODE: 'production', ...PRODUCTION, PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false)
    expect(parseEnv({ APP_MODE: 'production', ...PRODUCTION, ...GST_SELLER, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true)
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX/)
  })

  it('starts with .env.example copied as it is', () => {
    const example = parseEnvText(readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8'))
    expect(parseEnv(example)).toMatchObject({ APP_MODE: 'demo', PORT: 3000 })
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000)
  })

  it('lists every missing production setting in one error', () => {
    expect(() => parseEnv({ APP_MODE: 'production' })).toThrowError(
      /DATABASE_URL: required[\s\S]*SMTP_URL: required[\s\S]*AUTH_SECRET: required[\s\S]*PUBLIC_BASE_URL: required/,
    )
  })

  it('lists every bad value at once', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('AUTH_SECRET')
    }
  })

  it('trusts one proxy hop by default and refuses a hop count that is not a small whole number', () => {
    expect(parseEnv({ TRUSTED_PROXY_HEADER: 'x-forwarded-for' })).toMatchObject({
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      TRUSTED_PROXY_HOPS: 1,
    })
    expect(parseEnv({ TRUSTED_PROXY_HEADER: 'X-Real-IP', TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2)
    for (const hops of ['0', '-1', '1.5', 'two', '11']) {
      expect(() => parseEnv({ TRUSTED_PROXY_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: hops }), hops).toThrow(/TRUSTED_PROXY_HOPS/)
    }
  })

  it('refuses a proxy hop count without the proxy header, and a header name with other characters', () => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '2' })).toThrow(/TRUSTED_PROXY_HOPS: set TRUSTED_PROXY_HEADER too/)
    // The default, as .env.example writes it, is fine without a proxy.
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1)
    expect(() => parseEnv({ TRUSTED_PROXY_HEADER: 'x-forwarded-for, x-real-ip' })).toThrow(/TRUSTED_PROXY_HEADER: a header name/)
  })

  it('uses the public base URL as the only trusted origin in production', () => {
    const env = parseEnv({ APP_MODE: 'production', ...PRODUCTION })
    expect(env.baseUrl).toBe('https://agency.example')
    expect(env.trustedOrigins).toEqual(['https://agency.example'])
    expect(env.isDemo).toBe(false)
    expect(env.authSecret).toBe(PRODUCTION.AUTH_SECRET)
  })
})

describe('APP_MODE with production settings present', () => {
  it.each(Object.entries(PRODUCTION))('must be explicit when %s is set', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(new RegExp(`APP_MODE: must be set when ${name} is set`))
  })

  it('names every present setting, beside the other problems, in one message', () => {
    try {
      parseEnv({ ...PRODUCTION, PORT: 'abc' })
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(/^Invalid configuration:/)
      expect(message).toContain('APP_MODE: must be set when DATABASE_URL, SMTP_URL, AUTH_SECRET, PUBLIC_BASE_URL are set')
      expect(message).toContain('APP_MODE=production')
      expect(message).toContain('PORT')
    }
  })

  it('treats empty production settings as unset and stays in demo mode', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', AUTH_SECRET: '', PUBLIC_BASE_URL: '' }).isDemo).toBe(true)
  })

  it('runs a deliberate demo on a PostgreSQL server', () => {
    const env = parseEnv({ APP_MODE: 'demo', DATABASE_URL: PRODUCTION.DATABASE_URL })
    expect(env).toMatchObject({ APP_MODE: 'demo', isDemo: true, DATABASE_URL: PRODUCTION.DATABASE_URL })
  })
})

describe('the demo auth secret', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-secret-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is not a constant: parsing alone gives a throwaway one', () => {
    const first = parseEnv({}).authSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(parseEnv({}).authSecret).not.toBe(first)
  })

  it('comes from the data folder when demo mode has no AUTH_SECRET', () => {
    const seen: string[] = []
    const env = parseEnv({ DATA_DIR: '/srv/demo' }, { demoSecret: (dir) => (seen.push(dir), 'from-the-folder'.padEnd(40, '!')) })
    expect(seen).toEqual(['/srv/demo'])
    expect(env.authSecret).toBe('from-the-folder'.padEnd(40, '!'))
    expect(parseEnv({ APP_MODE: 'demo', AUTH_SECRET: 'y'.repeat(40) }, { demoSecret: () => expect.unreachable() }).authSecret).toBe(
      'y'.repeat(40),
    )
  })

  it('is generated once per data folder, readable by its owner only, and kept', () => {
    const dir = path.join(tempDir(), 'data')
    const secret = demoSecretIn(dir)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dir, DEMO_SECRET_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(secret)
    expect(demoSecretIn(dir)).toBe(secret)
    expect(demoSecretIn(tempDir())).not.toBe(secret)
  })

  it('tightens a secret file that others could read', () => {
    const dir = tempDir()
    const secret = demoSecretIn(dir)
    chmodSync(path.join(dir, DEMO_SECRET_FILE), 0o644)
    expect(demoSecretIn(dir)).toBe(secret)
    expect(statSync(path.join(dir, DEMO_SECRET_FILE)).mode & 0o777).toBe(0o600)
  })

  it('refuses a secret file that holds too little, naming the file', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, DEMO_SECRET_FILE), 'short\n', { mode: 0o600 })
    expect(() => demoSecretIn(dir)).toThrowError(new RegExp(`${DEMO_SECRET_FILE} does not hold a usable secret`))
  })
})

describe('file storage settings', () => {
  it('keeps files on local disk by default', () => {
    const env = parseEnv({})
    expect(env.S3_BUCKET).toBeUndefined()
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false })
  })

  it('reads a bucket with its endpoint, region, keys and path style', () => {
    const env = parseEnv({
      S3_BUCKET: 'agency-packs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env).toMatchObject({
      S3_BUCKET: 'agency-packs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuses S3 settings without a bucket, one key without the other, and bad values, all at once', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKID' })).toThrowError(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID are set[\s\S]*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both/,
    )
    expect(() => parseEnv({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'yes' })).toThrowError(
      /S3_BUCKET[\s\S]*S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/,
    )
  })
})
