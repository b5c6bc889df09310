import { describe, expect, it } from 'vitest'
import { UNAVAILABLE_MESSAGES } from './service-unavailable.ts'
import { keepInputOnFailure, NO_ANSWER_MESSAGE, typedFormValues } from './keep-input.ts'

function posted(fields: [string, string | Blob][]) {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  return new Request('http://app.test/dashboard/request', { method: 'POST', body })
}
const FIELDS: [string, string | Blob][] = [
  ['title', 'Pricing our first deal'],
  ['tags', 'a'],
  ['tags', 'b'],
  ['password', 'secret-pass-1'],
  ['file', new Blob(['x'])],
]
/** The router's 503 as the browser receives it (what data(message, { status: 503 }) becomes). */
const routeError = (status: number, data: unknown) => ({ status, statusText: 'Service Unavailable', internal: false, data })

describe('keepInputOnFailure', () => {
  it('passes the action’s answer through', async () => {
    const answer = { result: { status: 'error' as const, error: { title: ['Too long'] } } }
    expect(await keepInputOnFailure({ request: posted(FIELDS), serverAction: async () => answer })).toBe(answer)
  })

  it('passes a redirect through', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/done' } })
    await expect(keepInputOnFailure({ request: posted(FIELDS), serverAction: () => Promise.reject(redirect) })).rejects.toBe(redirect)
  })

  it('keeps what was typed, without passwords or files, with the 503’s own words', async () => {
    const kept = await keepInputOnFailure(
      { request: posted(FIELDS), serverAction: () => Promise.reject(routeError(503, UNAVAILABLE_MESSAGES.database)) },
      { hideFields: ['password'] },
    )
    expect(kept).toEqual({
      result: {
        status: 'error',
        initialValue: { title: 'Pricing our first deal', tags: ['a', 'b'] },
        error: { '': [UNAVAILABLE_MESSAGES.database] },
      },
    })
  })

  it('says the request got no answer when the connection dropped or a proxy answered', async () => {
    const dropped = await keepInputOnFailure({
      request: posted(FIELDS),
      serverAction: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    expect(dropped).toMatchObject({ result: { initialValue: { title: 'Pricing our first deal' }, error: { '': [NO_ANSWER_MESSAGE] } } })
    const proxy = await keepInputOnFailure(
      { request: posted(FIELDS), serverAction: () => Promise.reject(routeError(503, '<html>503 Service Temporarily Unavailable</html>')) },
      { message: 'There was an error. Please try again.' },
    )
    expect(proxy).toMatchObject({ result: { error: { '': ['There was an error. Please try again.'] } } })
  })

  it('caps a value at a length no form accepts', () => {
    const form = new FormData()
    form.set('body', 'y'.repeat(300_000))
    expect((typedFormValues(form).body as string).length).toBe(200_000)
  })
})
