// Forms keep what was typed when the request gets no answer the page can show: a 503 while the database
// or the file storage is down for a moment (app/utils/service-unavailable.ts), a dropped connection, a
// proxy's error page. Without this the route's error boundary replaces the form and the text is gone.
import type { SubmissionResult } from '@conform-to/react'
import { isRouteErrorResponse } from 'react-router'
import { UNAVAILABLE_MESSAGES } from './service-unavailable.ts'

/** What a form says when its request got no answer at all (a 503 says its own words instead). */
export const NO_ANSWER_MESSAGE = 'Your request did not get an answer. What you typed is still here: please try again.'

/** The longest value put back in a field: more than any form of the product accepts. */
const VALUE_LIMIT = 200_000

/** The form's text values as typed (files and the named fields left out), to put back in the form. */
export function typedFormValues(form: FormData, hideFields: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of form) {
    if (typeof value !== 'string' || hideFields.includes(name)) continue
    const text = value.slice(0, VALUE_LIMIT)
    const earlier = values[name]
    values[name] = earlier === undefined ? text : [...(Array.isArray(earlier) ? earlier : [earlier]), text]
  }
  return values
}

const OUTAGE_WORDS: readonly string[] = Object.values(UNAVAILABLE_MESSAGES)

/** The words of our own 503 (a proxy's 503 page, which the router reads as text, is not shown). */
function outageWords(error: unknown): string | null {
  return isRouteErrorResponse(error) && error.status === 503 && OUTAGE_WORDS.includes(error.data as string) ? (error.data as string) : null
}

type Initial = NonNullable<SubmissionResult<string[]>['initialValue']>

/**
 * A form route's clientAction: the server action's answer as it is, or, when the request got none the
 * page can show, the form's values as typed with a form-level message (the dependency's own words on a
 * 503, else NO_ANSWER_MESSAGE), answered as `{ result }` for Conform's `lastResult`. A redirect (the
 * success) passes through. Passwords and the like are never put back: name them in `hideFields` (or
 * pick the values yourself with `values`).
 */
export async function keepInputOnFailure<ActionData>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<ActionData> },
  options: { hideFields?: readonly string[]; message?: string; values?: (form: FormData) => Partial<Record<string, string>> } = {},
): Promise<ActionData | { result: SubmissionResult<string[]> }> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error // the redirect after a success
    const message = outageWords(error) ?? options.message ?? NO_ANSWER_MESSAGE
    const initialValue = (form ? (options.values?.(form) ?? typedFormValues(form, options.hideFields)) : {}) as Initial
    return { result: { status: 'error', initialValue, error: { '': [message] } } }
  }
}
