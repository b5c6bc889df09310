const TONES = {
  /** Something done or asked for: "Your email is now …". */
  done: 'bg-lime/40 text-ink',
  /** How things stand: the last data export, why a form is not offered. */
  note: 'bg-paper text-ink',
  /** Something that did not work out, reported on arrival (an expired link), not a form's refusal. */
  problem: 'bg-shock/10 text-shock-ink',
} as const

/**
 * A line on how things stand, at the top of a panel's body, read politely (role=status). A form's
 * refusal is not one of these: it is a RefusalLine at the top of the form.
 */
export function StatusLine({ tone = 'note', children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <p role="status" className={`rounded-xl px-4 py-3 text-sm font-medium ${TONES[tone]}`}>
      {children}
    </p>
  )
}
