import { lazy, Suspense, useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

// Toasts load their library on first use, so pages that show none do not download it.
type Sonner = typeof SonnerModule
/**
 * `id` names the form (or flow) a toast reports on: a newer outcome of the same form replaces its
 * earlier toast instead of stacking on top of a stale one.
 */
type ToastOptions = { description?: string; id?: string | number }

let sonner: Promise<Sonner> | null = null
let loaded = false
const listeners = new Set<() => void>()

function loadSonner() {
  sonner ??= import('sonner').then((module) => {
    loaded = true
    for (const listener of listeners) listener()
    return module
  })
  return sonner
}

type Kind = 'success' | 'error' | 'info'

/** The toast on screen for each form, by the id its outcomes share. */
const shownFor = new Map<string | number, string>()
let shown = 0

/**
 * A form's refusals are said on the form itself, not as toasts (docs/forms.md); the error toasts that
 * name a form are the checkout's, whose toasts the spec names (§4, §8).
 *
 * A newer outcome of a form dismisses the toast of its earlier one and shows its own under a fresh id.
 * Updating the earlier toast in place (Sonner's own use of an id) lost the newer message when the
 * earlier toast's time ran out as it arrived: Sonner removed the toast it had just updated.
 */
function show(kind: Kind, title: string, options: ToastOptions = {}) {
  void loadSonner().then(async ({ toast }) => {
    const { id: form, ...rest } = options
    const place = kind === 'info' ? toast : toast[kind]
    if (form === undefined) return place(title, rest)
    const earlier = shownFor.get(form)
    if (earlier !== undefined) toast.dismiss(earlier)
    const id = `${form}:${++shown}`
    shownFor.set(form, id)
    if (kind !== 'error') return place(title, { ...rest, id })
    dismissOnCorrection(form, id)
    return place(title, { ...rest, id, position: await refusalPosition(form) })
  })
}

/** A form's fields to fix and what is said about them (hint, error): what a refusal's toast must leave in view. */
function refusedParts(form: HTMLFormElement) {
  const fields = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
  const messages = fields.flatMap((field) =>
    (field.getAttribute('aria-describedby') ?? '').split(/\s+/).flatMap((id) => document.getElementById(id) ?? []),
  )
  return [...fields, ...messages].map((part) => part.getBoundingClientRect())
}

/**
 * Where a refusal's toast goes on a phone: at the bottom as every toast does, unless the form's fields
 * to fix or their messages are there on screen; then at the top below the header, if they are clear of it.
 */
async function refusalPosition(form: string | number): Promise<'top-center' | undefined> {
  const element = typeof form === 'string' ? document.getElementById(form) : null
  if (!(element instanceof HTMLFormElement) || !window.matchMedia(PHONE).matches) return undefined
  // The form's messages are on the page by the next frame.
  await new Promise(requestAnimationFrame)
  const parts = refusedParts(element)
  const covered = (top: number, bottom: number) => parts.some((part) => part.top < bottom && part.bottom > top)
  if (!covered(window.innerHeight - PHONE_TOAST_ZONE_PX, window.innerHeight)) return undefined
  const top = parseFloat(getComputedStyle(document.body).getPropertyValue('--toast-top')) || DEFAULT_TOAST_TOP_PX
  return covered(top, top + TOAST_HEIGHT_PX) ? undefined : 'top-center'
}

/**
 * A refusal's toast goes once the person starts correcting the form it names (their first change to
 * any of its fields); the form's own message is left to the form. On a phone the toast sits at the bottom, where
 * the form's button often is: correcting the form uncovers it.
 */
function dismissOnCorrection(form: string | number, id: string) {
  const element = typeof form === 'string' ? document.getElementById(form) : null
  if (!(element instanceof HTMLFormElement)) return
  element.addEventListener(
    'input',
    () => {
      if (shownFor.get(form) !== id) return
      shownFor.delete(form)
      void loadSonner().then(({ toast }) => toast.dismiss(id))
    },
    { once: true },
  )
}

export const notify = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
}

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Sonner's own phone layout (full width) starts here; on a phone toasts sit at the bottom, clear of the fields. */
const PHONE = '(max-width: 600px)'
/** How much of a phone's screen, from its bottom edge, a toast may cover (a two-line toast and its offset). */
const PHONE_TOAST_ZONE_PX = 160
/** A two-line toast's height. */
const TOAST_HEIGHT_PX = 72
/** Where toasts placed at the top start (below the fixed header) unless the page sets --toast-top. */
const DEFAULT_TOAST_TOP_PX = 92

function subscribeToPhone(listener: () => void) {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Mounted once in the root; renders nothing until the first toast. Sonner replays toasts made before it
 * mounts. On a desktop toasts stack at the top right, below the fixed header, clear of page headings and
 * forms; on a phone at the bottom, above the browser's own bar and above the chat button where a page
 * has one (app.css sets --toast-bottom then), or at the top when a refused form's messages are at the bottom.
 */
export function Toaster() {
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  )
  const phone = useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  )
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={phone ? 'bottom-center' : 'top-right'}
        offset={{ top: `var(--toast-top, ${DEFAULT_TOAST_TOP_PX}px)`, right: 24 }}
        mobileOffset={{
          top: `var(--toast-top, ${DEFAULT_TOAST_TOP_PX}px)`,
          bottom: 'calc(var(--toast-bottom, 16px) + env(safe-area-inset-bottom, 0px))',
          left: 12,
          right: 12,
        }}
        richColors
        closeButton
      />
    </Suspense>
  )
}
