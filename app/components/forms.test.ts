import { describe, expect, it } from 'vitest'
import { FIX_FIELDS_MESSAGE } from '#app/utils/validation.ts'
import { formLevelMessage } from './forms.tsx'

describe('formLevelMessage', () => {
  it("points to the fields when the form's message only repeats a field's own", () => {
    const refused = { '': ['report.exe is not a PDF or ZIP file.'], files: ['report.exe is not a PDF or ZIP file.'] }
    expect(formLevelMessage(refused)).toBe(FIX_FIELDS_MESSAGE)
  })

  it('keeps a message about the whole form', () => {
    expect(formLevelMessage({ '': ['Too many attempts. Please wait 5 minutes and try again.'], email: null })).toBe(
      'Too many attempts. Please wait 5 minutes and try again.',
    )
    expect(formLevelMessage({ '': ['Please fill in required fields'], code: ['Coupon code is required'] })).toBe(
      'Please fill in required fields',
    )
  })

  it('has nothing to say without a form-level message', () => {
    expect(formLevelMessage(undefined)).toBeUndefined()
    expect(formLevelMessage({ code: ['Coupon code is required'] })).toBeUndefined()
  })
})
