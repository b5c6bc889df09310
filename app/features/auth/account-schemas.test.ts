import { describe, expect, it } from 'vitest'
import { ChangeEmailSchema, ChangePasswordSchema, SAME_PASSWORD } from './account-schemas.ts'
import { PASSWORD_MISMATCH } from './auth-schemas.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('ChangePasswordSchema', () => {
  it('accepts the current password and a new strong one typed twice', () => {
    const value = { currentPassword: 'old-password-1', password: 'new-password-2', confirmPassword: 'new-password-2' }
    expect(ChangePasswordSchema.parse(value)).toEqual(value)
  })

  it('asks for the current password, refuses a weak, mismatched or unchanged new one', () => {
    expect(
      messages(ChangePasswordSchema.safeParse({ currentPassword: '', password: 'new-password-2', confirmPassword: 'new-password-2' })),
    ).toEqual({
      currentPassword: 'Enter your current password',
    })
    expect(
      messages(ChangePasswordSchema.safeParse({ currentPassword: 'x', password: 'password', confirmPassword: 'password' })).password,
    ).toMatch(/^Password is too weak/)
    expect(
      messages(ChangePasswordSchema.safeParse({ currentPassword: 'x', password: 'new-password-2', confirmPassword: 'other-2' })),
    ).toEqual({
      confirmPassword: PASSWORD_MISMATCH,
    })
    expect(
      messages(
        ChangePasswordSchema.safeParse({
          currentPassword: 'same-password-1',
          password: 'same-password-1',
          confirmPassword: 'same-password-1',
        }),
      ),
    ).toEqual({ password: SAME_PASSWORD })
  })
})

describe('ChangeEmailSchema', () => {
  it('cleans the new address and needs the current password', () => {
    expect(ChangeEmailSchema.parse({ newEmail: ' New@Example.TEST ', currentPassword: 'pw' })).toEqual({
      newEmail: 'new@example.test',
      currentPassword: 'pw',
    })
    expect(messages(ChangeEmailSchema.safeParse({ newEmail: 'nope', currentPassword: '' }))).toEqual({
      newEmail: 'Please enter a valid email address',
      currentPassword: 'Enter your current password',
    })
  })
})
