import { data } from 'react-router'

/**
 * The most fields a submitted form may have. The app's largest form has a few dozen and none repeats a
 * name; Conform's parsing of a form that repeats one name grows with the square of the count (a 1 MB
 * body of `a=1&a=1…`, 250,000 fields, held the event loop for minutes).
 */
export const MAX_FORM_FIELDS = 200

/** Conform's own fields, its intents and list state: the app's pages act on them in the browser and never send them. */
const CONFORM_FIELDS = new Set(['__intent__', '__state__'])

const PROTOTYPE_NAMES = new Set(['__proto__', 'prototype', 'constructor'])

/**
 * Conform reads a name with `.` or `[` as a path into nested objects and arrays: `name[99999999]=1`,
 * 16 bytes, became an array of a hundred million entries. The app's forms send flat names and, for the
 * notification choices, `topic.channel`: one level of nesting, no lists. Anything else is refused, and
 * so is a segment that names an object's prototype.
 */
function isRefusedName(name: string) {
  if (CONFORM_FIELDS.has(name) || name.includes('[')) return true
  const dot = name.indexOf('.')
  if (dot === -1) return false
  if (name.indexOf('.', dot + 1) !== -1) return true
  return [name.slice(0, dot), name.slice(dot + 1)].some((segment) => PROTOTYPE_NAMES.has(segment))
}

const UNREADABLE = 'The form could not be read. Please submit it from the page.'

/** Why a submitted form is refused before Conform parses it, or null when it may be parsed. */
export function formRefusal(form: FormData): { status: 400 | 413; message: string } | null {
  let fields = 0
  for (const name of form.keys()) {
    if (++fields > MAX_FORM_FIELDS) return { status: 413, message: 'The form has too many fields. Please submit it from the page.' }
    if (isRefusedName(name)) return { status: 400, message: UNREADABLE }
  }
  return null
}

/**
 * The submitted form, or a 400 that says it could not be read (a JSON body, a broken multipart, a field
 * no page of the app sends …), or a 413 when it has more fields than any form of the app.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data(UNREADABLE, { status: 400 })
  }
  const refusal = formRefusal(form)
  if (refusal) throw data(refusal.message, { status: refusal.status })
  return form
}
