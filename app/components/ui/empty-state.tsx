/** What a page shows instead of a list that has nothing in it yet: a short line, then what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="card text-center" role="status">
      <p className="font-bold">{title}</p>
      {children ? <div className="mt-2 text-ink-soft">{children}</div> : null}
    </div>
  )
}
