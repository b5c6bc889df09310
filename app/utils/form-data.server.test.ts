import { describe, expect, it } from 'vitest'
import { formRefusal, MAX_FORM_FIELDS } from './form-data.server.ts'

const formOf = (entries: [string, string][]) => {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

describe('formRefusal', () => {
  it('lets a flat form through, repeated names included, up to the most fields a form may have', () => {
    expect(
      formRefusal(
        formOf([
          ['intent', 'login'],
          ['email', 'a@example.test'],
          ['password', 'x'],
        ]),
      ),
    ).toBeNull()
    expect(formRefusal(formOf(Array.from({ length: MAX_FORM_FIELDS }, (): [string, string] => ['a', '1'])))).toBeNull()
  })

  it('refuses more fields than that with 413', () => {
    const form = formOf(Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, index): [string, string] => [`f${index}`, '1']))
    expect(formRefusal(form)).toEqual({ status: 413, message: 'The form has too many fields. Please submit it from the page.' })
  })

  it("refuses names read as lists or deep paths, prototype names and Conform's own fields with 400", () => {
    for (const name of ['name[99999999]', 'a.b.c', 'list[0].title', '__proto__.x', 'a.constructor', '__intent__', '__state__']) {
      expect(
        formRefusal(
          formOf([
            ['email', 'a@example.test'],
            [name, '1'],
          ]),
        ),
        name,
      ).toEqual({
        status: 400,
        message: 'The form could not be read. Please submit it from the page.',
      })
    }
  })
})
