import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('starts in demo mode on 127.0.0.1:3000 with embedded defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ APP_MODE: 'demo', HOST: '127.0.0.1', PORT: 3000, DATA_DIR: '.data', isDemo: true })
    expect(env.baseUrl).toBe('http://localhost:3000')
    expect(env.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
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

  it('uses the public base URL as the only trusted origin in production', () => {
    const env = parseEnv({
      APP_MODE: 'production',
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtp://mail:25',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_BASE_URL: 'https://agency.example/',
    })
    expect(env.baseUrl).toBe('https://agency.example')
    expect(env.trustedOrigins).toEqual(['https://agency.example'])
    expect(env.isDemo).toBe(false)
  })
})
