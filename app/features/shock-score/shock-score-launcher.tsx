import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { btnOnDark } from '#app/components/marketing/styles.ts'

// The dialog (its form schema, scoring and suggestions) loads on first use, so the page
// that shows the launcher carries only this button. Hovering or focusing starts the load early.
const loadDialog = () => import('./shock-score-dialog.tsx')
const ShockScoreDialog = lazy(() => loadDialog().catch(() => ({ default: DialogUnavailable })))

/** A stale or unreachable chunk (say, just after a deploy) must not take the page down. */
function DialogUnavailable() {
  return (
    <p role="alert" className="mt-3 text-sm font-semibold">
      The calculator could not load. Please refresh the page and try again.
    </p>
  )
}

type ShockScoreLauncherProps = { label?: string; className?: string }

/** Opens the shock-value calculator (spec §2 "Shock-value calculator"). */
export function ShockScoreLauncher({ label = 'Get your shock score', className = btnOnDark }: ShockScoreLauncherProps) {
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDialog().catch(() => {})
  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {label}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShockScoreDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
