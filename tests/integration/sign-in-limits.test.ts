// Sign-in limits count failed password checks only: per account, per account and client address, and
// per client address. A sign-in clears the account's failures. Every way in is held to the same rules:
// the form without JavaScript, the `.data` request the page sends with it, and Better Auth's own
// endpoint stays closed. The counters are rows in the database, so this runs on PGlite and PostgreSQL;
// the address's ceiling of 100 failures (136 password checks, half a minute of scrypt) runs on PGlite
// only: it counts with the same statements as the account's ceiling of 10, which runs on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'

const IP_HEADER = 'x-test-client-ip'
const PASSWORD = 'correct-horse-42'
let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`
let emailCounter = 0
const unique = (label: string) => `${label}-${++emailCounter}-${Date.now().toString(36)}@example.test`

function clientAt(base: string, ip: string) {
  const client = new Browserish(base)
  const request = client.request.bind(client)
  client.request = (pathname, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set(IP_HEADER, ip)
    return request(pathname, { ...init, headers })
  }
  return client
}

function signInLimits(getBackend: () => Backend, { addressCeiling }: { addressCeiling: boolean }) {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ ...getBackend().serverEnv(), TRUSTED_PROXY_HEADER: IP_HEADER })
  })
  afterAll(() => server?.stop())

  /** A form post to /login as a browser without JavaScript sends it; the status, the body read. */
  async function login(ip: string, email: string, password: string) {
    const response = await clientAt(server.url, ip).post('/login', { intent: 'login', email, password, redirectTo: '/dashboard' })
    return { status: response.status, text: await response.text(), response }
  }

  /** A verified account of its own, made through the product's sign-up and the mailed link. */
  async function newAccount(label: string) {
    const email = unique(label)
    const client = clientAt(server.url, freshIp())
    const signup = await client.post('/signup', {
      intent: 'signup',
      name: 'Limit Tester',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(signup.status).toBe(302)
    const link = new URL(await waitForMailLink(server.url, email, '/api/auth/verify-email'))
    expect((await client.request(`${link.pathname}${link.search}`)).status).toBe(302)
    return email
  }

  const wrong = (ip: string, email: string, times: number) =>
    (async () => {
      const statuses: number[] = []
      for (let attempt = 0; attempt < times; attempt++) statuses.push((await login(ip, email, `wrong-password-${attempt}`)).status)
      return statuses
    })()

  it('accepts twelve sign-ins of one account within a minute', async () => {
    const email = await newAccount('busy')
    const ip = freshIp()
    const started = Date.now()
    for (let attempt = 0; attempt < 12; attempt++) {
      const { status, response } = await login(ip, email, PASSWORD)
      expect(status, `sign-in ${attempt + 1}`).toBe(302)
      expect(response.headers.get('location')).toBe('/dashboard')
    }
    expect(Date.now() - started).toBeLessThan(60_000)
  })

  it('locks only the account after ten wrong passwords: the 11th is refused, others at the same address sign in', async () => {
    const victim = await newAccount('victim')
    const colleague = await newAccount('colleague')
    const office = freshIp()
    expect(await wrong(office, victim, 10)).toEqual(Array(10).fill(401))
    const eleventh = await login(office, victim, 'wrong-password-11')
    expect(eleventh.status).toBe(429)
    expect(eleventh.text).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
    expect(eleventh.response.headers.get('retry-after')).toMatch(/^\d+$/)
    // Even the right password waits, from the office and from anywhere else.
    expect((await login(office, victim, PASSWORD)).status).toBe(429)
    expect((await login(freshIp(), victim, PASSWORD)).status).toBe(429)
    // Everyone else behind the same address is not held up.
    expect((await login(office, colleague, PASSWORD)).status).toBe(302)
  })

  it("clears the account's failures when it signs in", async () => {
    const email = await newAccount('typo')
    const ip = freshIp()
    expect(await wrong(ip, email, 9)).toEqual(Array(9).fill(401))
    expect((await login(ip, email, PASSWORD)).status).toBe(302)
    // Counted from zero again: ten more wrong passwords are answered, the eleventh is not.
    expect(await wrong(ip, email, 10)).toEqual(Array(10).fill(401))
    expect((await login(ip, email, PASSWORD)).status).toBe(429)
  })

  it("holds a guesser at one address to 20 failures a day, even while the owner's sign-ins clear the account's count", async () => {
    const email = await newAccount('owner')
    const guesser = freshIp()
    const owner = freshIp()
    expect(await wrong(guesser, email, 9)).toEqual(Array(9).fill(401))
    expect((await login(owner, email, PASSWORD)).status).toBe(302)
    expect(await wrong(guesser, email, 9)).toEqual(Array(9).fill(401))
    expect((await login(owner, email, PASSWORD)).status).toBe(302)
    expect(await wrong(guesser, email, 2)).toEqual([401, 401])
    // 20 failures from the guesser's address: that pair is closed, the account is not.
    expect((await login(guesser, email, 'wrong-password-21')).status).toBe(429)
    expect((await login(owner, email, PASSWORD)).status).toBe(302)
  })

  if (addressCeiling) {
    it('counts only failures per address: many sign-ins from one address, then 100 failures, then the address waits', async () => {
      const accounts = [await newAccount('office-a'), await newAccount('office-b'), await newAccount('office-c')]
      const office = freshIp()
      // 36 sign-ins from one address (more than the 30 a count of every sign-in allowed).
      for (let round = 0; round < 12; round++) {
        for (const email of accounts) expect((await login(office, email, PASSWORD)).status).toBe(302)
      }
      const statuses: number[] = []
      for (let attempt = 0; attempt < 100; attempt++) statuses.push((await login(office, unique('stranger'), 'wrong-password')).status)
      expect(statuses).toEqual(Array(100).fill(401))
      expect((await login(office, unique('stranger'), 'wrong-password')).status).toBe(429)
      // The address's ceiling holds for every account there, right password or not; elsewhere they sign in.
      expect((await login(office, accounts[0]!, PASSWORD)).status).toBe(429)
      expect((await login(freshIp(), accounts[0]!, PASSWORD)).status).toBe(302)
    })
  }

  it('counts a burst of parallel wrong passwords without letting it outrun the limit', async () => {
    const email = await newAccount('burst')
    const responses = await Promise.all(Array.from({ length: 16 }, (_, attempt) => login(freshIp(), email, `burst-${attempt}`)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)])
  })

  it('does not count a right password on an address not verified yet', async () => {
    const email = unique('unverified')
    const ip = freshIp()
    const signup = await clientAt(server.url, ip).post('/signup', {
      intent: 'signup',
      name: 'Not Yet',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(signup.status).toBe(302)
    for (let attempt = 0; attempt < 11; attempt++) expect((await login(ip, email, PASSWORD)).status).toBe(403)
    expect(await wrong(ip, email, 10)).toEqual(Array(10).fill(401))
    expect((await login(ip, email, PASSWORD)).status).toBe(429)
  })

  it('holds the `.data` request the page sends to the same limits', async () => {
    const email = await newAccount('script')
    const ip = freshIp()
    const viaData = (password: string) =>
      clientAt(server.url, ip).request('/login.data', {
        method: 'POST',
        form: { intent: 'login', email, password, redirectTo: '/dashboard' },
      })
    for (let attempt = 0; attempt < 12; attempt++) {
      const accepted = await viaData(PASSWORD)
      expect(accepted.status, `sign-in ${attempt + 1}`).toBe(202)
      // A single-fetch redirect: the location travels in the body.
      expect(await accepted.text()).toContain('"/dashboard"')
      expect(accepted.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(true)
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await viaData(`wrong-${attempt}-password`)
      expect(refused.status).toBe(401)
      await refused.arrayBuffer()
    }
    const locked = await viaData(PASSWORD)
    expect(locked.status).toBe(429)
    expect(await locked.text()).toContain('Too many attempts')
    expect(locked.headers.getSetCookie()).toEqual([])
  })

  it("keeps Better Auth's own sign-in endpoint closed, however often it is asked", async () => {
    const email = await newAccount('raw')
    const client = clientAt(server.url, freshIp())
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await client.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } })
      expect(response.status).toBe(404)
      expect(client.cookies.has('better-auth.session_token')).toBe(false)
    }
    // Nothing it was asked counted against the account.
    expect((await login(freshIp(), email, PASSWORD)).status).toBe(302)
  })
}

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

describe('sign-in limits on PGlite', () => {
  signInLimits(() => pglite, { addressCeiling: true })
})

describe.runIf(postgres)('sign-in limits on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  signInLimits(() => postgres!, { addressCeiling: false })
})
