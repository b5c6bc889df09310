import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { fieldErrors } from '#app/utils/validation.ts'
import { ONBOARDING_MESSAGES, OnboardingRoleSchema, OnboardingSchema, welcomeMessage } from './onboarding-schema.ts'

const valid = { role: 'founder', name: 'Ada Lovelace', company: 'Analytical Engines', bio: 'I build things.' }

function errorsOf(input: Record<string, unknown>) {
  const result = OnboardingSchema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  return fieldErrors(result.error)
}

describe('onboarding schema', () => {
  it('accepts a role and a name, with company and bio optional', () => {
    expect(OnboardingSchema.parse(valid)).toEqual(valid)
    expect(OnboardingSchema.parse({ role: 'writer', name: 'Al' })).toEqual({ role: 'writer', name: 'Al', company: null, bio: null })
  })

  it('says "Please select your role" without a role, or with one people may not choose', () => {
    for (const role of [undefined, '', 'admin', 'Founder', ['writer', 'founder']]) {
      expect(errorsOf({ ...valid, role }).role, String(role)).toEqual([ONBOARDING_MESSAGES.role])
    }
  })

  it('says "Name must be at least 2 characters" for a name under two characters, spaces and brackets aside', () => {
    for (const name of ['', 'A', '  A  ', '<A>', '<>']) {
      expect(errorsOf({ ...valid, name }).name, name).toEqual(['Name must be at least 2 characters'])
    }
  })

  it('cleans what is typed: one-line name and company, brackets gone, bio keeps its lines', () => {
    const parsed = OnboardingSchema.parse({ ...valid, name: ' Ada\r\nLovelace ', company: '<b>Engines</b>', bio: 'one\r\ntwo\u0007' })
    expect(parsed).toMatchObject({ name: 'Ada Lovelace', company: 'bEngines/b', bio: 'one\ntwo' })
  })

  it('refuses a name over 120 characters and a company over 200', () => {
    const errors = errorsOf({ ...valid, name: 'x'.repeat(121), company: 'y'.repeat(201) })
    expect(errors.name).toEqual([ONBOARDING_MESSAGES.nameTooLong])
    expect(errors.company).toEqual([ONBOARDING_MESSAGES.companyTooLong])
  })

  it('checks step 1 alone for Next: a role is enough, whatever step 2 holds', () => {
    expect(OnboardingRoleSchema.safeParse({ role: 'writer', name: '' }).success).toBe(true)
    expect(OnboardingRoleSchema.safeParse({ name: 'Ada' }).success).toBe(false)
  })

  it('reads a submitted form the same way (Conform, no coercion)', () => {
    const form = new FormData()
    form.set('role', 'writer')
    form.set('name', 'A')
    const submission = parseSubmission(form, OnboardingSchema)
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error).toMatchObject({ name: ['Name must be at least 2 characters'] })
  })

  it('welcomes each role in the spec words', () => {
    expect(welcomeMessage('founder')).toBe('Welcome! Your founder profile has been set up.')
    expect(welcomeMessage('writer')).toBe('Welcome! Your writer profile has been set up.')
  })
})
