// The sign-in failure counters as any sign-in step uses them (the password, a second factor): what is
// blocked, what a failure and a completed sign-in do, and that a check which is neither counts nothing.
// On PGlite and PostgreSQL, with the counters in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clearSignInFailures,
  recordSignInFailure,
  SIGN_IN_FAILURE_LIMITS,
  signInAttemptOf,
  signInBlocked,
  withSignInLimits,
  type SignInAttempt,
} from '#app/features/auth/auth-limits.server.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

let counter = 0
const attempt = (ip = `192.0.2.${++counter}`): SignInAttempt => ({ email: `person-${++counter}@example.test`, ip })

function failureSuite(getBackend: () => Backend) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await getBackend().open()
    setDatabase(handle)
  })
  afterAll(async () => {
    setDatabase(undefined)
    await handle?.close().catch(() => {})
  })

  it('blocks an account after its limit of failures, and a completed sign-in unblocks it', async () => {
    const who = attempt()
    for (let failure = 0; failure < SIGN_IN_FAILURE_LIMITS.account.limit; failure++) {
      expect((await signInBlocked(who)).allowed).toBe(true)
      expect((await recordSignInFailure(who)).allowed).toBe(true)
    }
    const blocked = await signInBlocked(who)
    expect(blocked.allowed).toBe(false)
    expect(blocked.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
    // The same account from elsewhere is blocked too; another account at the same address is not.
    expect((await signInBlocked({ ...who, ip: '192.0.2.250' })).allowed).toBe(false)
    expect((await signInBlocked({ ...attempt(), ip: who.ip })).allowed).toBe(true)
    await clearSignInFailures(who)
    expect((await signInBlocked(who)).allowed).toBe(true)
  })

  it('runs a check within the limits: failures count, a success clears, anything else counts nothing', async () => {
    const who = attempt()
    const run = (result: 'success' | 'failure' | 'neither') =>
      withSignInLimits(
        who,
        async () => result,
        (value) => value,
      )
    for (let index = 0; index < 9; index++) expect(await run('failure')).toEqual({ allowed: true, value: 'failure' })
    for (let index = 0; index < 5; index++) expect(await run('neither')).toEqual({ allowed: true, value: 'neither' })
    expect((await run('failure')).allowed).toBe(true)
    const refused = await run('success')
    expect(refused.allowed).toBe(false)
    await clearSignInFailures(who)
    expect(await run('success')).toEqual({ allowed: true, value: 'success' })
  })

  it('refuses without running the check once blocked, and gives the attempt back when the check throws', async () => {
    const who = attempt()
    let ran = 0
    const failing = () =>
      withSignInLimits(
        who,
        async () => ++ran,
        () => 'failure',
      )
    for (let index = 0; index < 10; index++) await failing()
    expect(ran).toBe(10)
    expect((await failing()).allowed).toBe(false)
    expect(ran).toBe(10)

    const other = attempt()
    for (let index = 0; index < 10; index++) {
      await expect(
        withSignInLimits(
          other,
          async () => {
            throw new Error('provider down')
          },
          () => 'failure',
        ),
      ).rejects.toThrow('provider down')
    }
    expect((await signInBlocked(other)).allowed).toBe(true)
  })

  it('keeps the address count through a success, so one address cannot reset its own ceiling', async () => {
    const office = '192.0.2.200'
    for (let index = 0; index < SIGN_IN_FAILURE_LIMITS.address.limit - 1; index++) await recordSignInFailure(attempt(office))
    const colleague = attempt(office)
    await clearSignInFailures(colleague)
    expect((await signInBlocked(colleague)).allowed).toBe(true)
    await recordSignInFailure(attempt(office))
    expect((await signInBlocked(colleague)).allowed).toBe(false)
  })

  it('reads the attempt from the request: the e-mail in lower case and the address the server determined', () => {
    const request = new Request('http://localhost/login', { headers: { 'x-agency-client-ip': '203.0.113.9' } })
    expect(signInAttemptOf(request, ' Ada@Example.TEST ')).toEqual({ email: 'ada@example.test', ip: '203.0.113.9' })
  })
}

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

describe('sign-in failure counters on PGlite', () => {
  failureSuite(() => pglite)
})

describe.runIf(postgres)('sign-in failure counters on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  failureSuite(() => postgres!)
})
