import { useEffect, useRef, useState } from 'react'

export const MESSAGING_PREFILL = "Hi! I'd like more details about Unfiltered's content plans."

/** What the button must never sit on: the page's controls, a field being filled in above all. */
const CONTROLS = 'a[href], button, input, select, textarea, label, summary'

/** Whether the fixed button lies over one of the page's controls (its corners and its middle are checked). */
function coversControl(button: HTMLElement) {
  const { left, top, right, bottom } = button.getBoundingClientRect()
  const points = [
    [left + 1, top + 1],
    [right - 1, top + 1],
    [left + 1, bottom - 1],
    [right - 1, bottom - 1],
    [(left + right) / 2, (top + bottom) / 2],
  ] as const
  return points.some(([x, y]) => document.elementsFromPoint(x, y).some((element) => !button.contains(element) && element.closest(CONTROLS)))
}

/**
 * Steps aside (hidden, out of the tab order) while it would cover a control: on a phone the page's last
 * button or a focused field can sit where it floats. Checked as the page scrolls, resizes (the on-screen
 * keyboard), moves focus or changes height (a form's messages appearing).
 */
function useStepsAsideFromControls() {
  const ref = useRef<HTMLAnchorElement>(null)
  const [aside, setAside] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (ref.current) setAside(coversControl(ref.current))
      })
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    document.addEventListener('focusin', check)
    const resized = new ResizeObserver(check)
    resized.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
      document.removeEventListener('focusin', check)
      resized.disconnect()
    }
  }, [])
  return [ref, aside] as const
}

/** Opens a WhatsApp chat with a prefilled message; the number comes from configuration. */
export function MessagingButton({ phoneNumber }: { phoneNumber: string }) {
  const [ref, aside] = useStepsAsideFromControls()
  if (!phoneNumber) return null
  const href = `https://wa.me/${phoneNumber}?text=${encodeURIComponent(MESSAGING_PREFILL)}`
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-floating-chat=""
      data-aside={aside}
      className="fixed right-5 bottom-5 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#1f7a43] text-white shadow-xl transition-[opacity,translate,visibility] hover:scale-105 data-[aside=true]:invisible data-[aside=true]:translate-y-4 data-[aside=true]:opacity-0"
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
      </svg>
    </a>
  )
}
