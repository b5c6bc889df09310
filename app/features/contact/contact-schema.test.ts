import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/utils/validation.ts'
import { CONTACT_MESSAGES, contactFormError, ContactSchema, parseContactForm, typedValues } from './contact-schema.ts'

const valid = { name: 'Ada Lovelace', email: 'ada@example.test', subject: 'A project', message: 'Hello there.' }

function errorsOf(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  const errors = fieldErrors(result.error)
  return { errors, formError: contactFormError(errors) }
}

describe('contact form schema', () => {
  it('accepts name, email and message, with the subject optional', () => {
    expect(ContactSchema.parse(valid)).toEqual(valid)
    expect(ContactSchema.parse({ ...valid, subject: '' }).subject).toBeNull()
    expect(ContactSchema.parse({ name: 'A', email: 'a@b.co', message: 'm' }).subject).toBeNull()
  })

  it('asks for every missing required field with the spec message', () => {
    const { errors, formError } = errorsOf({})
    expect(formError).toBe(CONTACT_MESSAGES.required)
    expect(errors).toMatchObject({ name: ['Name is required'], email: ['Email is required'], message: ['Message is required'] })
    expect(errors.subject).toBeUndefined()
  })

  it('treats whitespace and angle brackets alone as missing', () => {
    const { errors, formError } = errorsOf({ ...valid, name: '   ', message: '<<>>' })
    expect(formError).toBe(CONTACT_MESSAGES.required)
    expect(Object.keys(errors).sort()).toEqual(['message', 'name'])
  })

  it('refuses a malformed email, or one longer than 254 characters, by name', () => {
    for (const email of ['not-an-email', 'a@b', 'two@at@example.test', 'v@x.co,extra@y.co', 'foo<x@y.co>', `${'a'.repeat(250)}@x.io`]) {
      const { errors, formError } = errorsOf({ ...valid, email })
      expect(errors.email, email).toEqual(['Please enter a valid email address'])
      expect(formError).toBe('Please enter a valid email address')
    }
  })

  it('sanitises text: trims, strips angle brackets and caps at 1,000 characters', () => {
    const parsed = ContactSchema.parse({
      name: '  <b>Ada</b>  ',
      email: '  ADA@Example.TEST ',
      subject: '<script>alert(1)</script>',
      message: `  ${'x'.repeat(1500)}  `,
    })
    expect(parsed.name).toBe('bAda/b')
    expect(parsed.email).toBe('ada@example.test')
    expect(parsed.subject).toBe('scriptalert(1)/script')
    expect(parsed.message).toHaveLength(1000)
  })

  it('keeps the name and subject on one line, and the message on its own lines', () => {
    const parsed = ContactSchema.parse({
      ...valid,
      name: 'Ada\r\nBcc: x@y.z',
      subject: 'Hi\tthere\u0000',
      message: 'line one\r\nline two\u0007',
    })
    expect(parsed.name).toBe('Ada Bcc: x@y.z')
    expect(parsed.subject).toBe('Hi there')
    expect(parsed.message).toBe('line one\nline two')
  })

  it('refuses values that are not text', () => {
    expect(ContactSchema.safeParse({ ...valid, name: 42 }).success).toBe(false)
    expect(ContactSchema.safeParse({ ...valid, message: ['a'] }).success).toBe(false)
  })

  it('gives back what was typed, as typed, for the form to show again', () => {
    const form = new FormData()
    form.set('name', '<Ada>')
    form.set('message', 'y'.repeat(1200))
    form.set('website', 'bot')
    const values = typedValues(form)
    expect(values).toEqual({ name: '<Ada>', message: 'y'.repeat(1000) })
  })
})

describe('parseContactForm', () => {
  const formOf = (values: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.set(name, value)
    return form
  }

  it("gives a refused form the spec's line for the top of the form, beside each field's message (browser and action alike)", () => {
    const submission = parseContactForm(formOf({ subject: 'Only a subject' }))
    expect(submission.status).toBe('error')
    const reply = submission.reply()
    expect(reply.error?.['']).toEqual([CONTACT_MESSAGES.required])
    expect(reply.error?.name).toEqual(['Name is required'])
  })

  it('adds nothing to a form it accepts', () => {
    const submission = parseContactForm(formOf(valid))
    expect(submission.status).toBe('success')
    expect(submission.reply().error).toBeUndefined()
  })
})
