import { useState } from 'react'

export const PASSWORD_MISMATCH = "Passwords don't match"

/** Live "Passwords don't match" for a new-password pair; the form blocks submit while `mismatch`. */
export function usePasswordConfirmation() {
  const [values, setValues] = useState({ password: '', confirm: '' })
  const mismatch = values.confirm.length > 0 && values.password !== values.confirm
  return {
    mismatch,
    onPasswordChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, password: event.target.value })),
    onConfirmChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, confirm: event.target.value })),
    confirmErrors: (serverErrors: string[] | undefined) => (mismatch ? [PASSWORD_MISMATCH] : serverErrors),
  }
}
