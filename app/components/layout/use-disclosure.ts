import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * A <details> menu that works without JavaScript and, with it, closes like a menu should:
 * on Escape (focus back on its summary), on a click outside it, when focus moves on past it, and on navigation.
 */
export function useDetailsDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()

  // Closes on navigation, not on the first render: a menu opened before hydration stays open.
  const shownAt = useRef(location.key)
  useEffect(() => {
    if (shownAt.current === location.key) return
    shownAt.current = location.key
    const details = ref.current
    if (details) details.open = false
  }, [location.key])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    // Tab from its last item closes it, so focus never lands on what its panel covers.
    const onFocusOut = (event: FocusEvent) => {
      const details = ref.current
      const next = event.relatedTarget
      if (details?.open && details.contains(event.target as Node) && next instanceof Node && !details.contains(next)) details.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  return ref
}
