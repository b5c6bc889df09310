// The admin's content board: the filters (a GET form, so every view is a link and it works without
// JavaScript), the columns by state as tables that stack on a phone, a founder's deliveries this
// month with the "New request for a founder" form, and the panel where the admin manages one piece.
import { Form, Link, useSearchParams } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import type { ConfirmationRequest } from '#app/components/ui/confirm.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import {
  ageText,
  BOARD_QUERY_MAX,
  BOARD_STATE_LABELS,
  boardHref,
  DUE_FILTER_LABELS,
  DUE_FILTERS,
  type BoardFilters,
} from '#app/domain/content-board.ts'
import { CONTENT_STATUSES, CONTENT_TYPES, TYPE_LABELS, type ContentStatus, type ContentType } from '#app/domain/content.ts'
import type { DeliveryLine } from '#app/domain/plan-delivery.ts'
import { BoardPieceForms, ExtraRequestForm } from './board-forms.tsx'
import { dateText, DueDate } from './content-ui.tsx'

export type BoardActionData = {
  form: 'due-date' | 'reassign' | 'cancel' | 'new-request'
  result?: SubmissionResult<string[]>
  error?: string
  /** Cancelling asks first: without JavaScript the page shows this confirmation step. */
  confirm?: ConfirmationRequest
}

export type BoardRowView = {
  id: string
  title: string
  contentType: ContentType
  status: ContentStatus
  writerId: string | null
  founderId: string
  writerName: string | null
  founderName: string
  revisionRound: number
  dueDate: string | null
  extra: boolean
  requestedAt: string | null
  statusChangedAt: string
}
type Person = { id: string; name: string; email: string }
type PersonFilter = { chosen: Person | null; matches: { people: Person[]; more: boolean } | null }

/** The board's own URL with one parameter changed (and back to page 1). */
function useBoardLink() {
  const [params] = useSearchParams()
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    next.delete('page')
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
}

/** A founder or writer filter: the one chosen (with a way to drop it), or a search box and what it found. */
function PersonFilterField({ role, filter, q }: { role: 'founder' | 'writer'; filter: PersonFilter; q: string }) {
  const link = useBoardLink()
  const label = role === 'founder' ? 'Founder' : 'Writer'
  if (filter.chosen)
    return (
      <div>
        <p className="mb-1.5 text-sm font-semibold">{label}</p>
        <input type="hidden" name={role} value={filter.chosen.id} />
        <p className="flex min-h-12 flex-wrap items-center gap-2 rounded-xl border border-ink/25 bg-white px-4 py-2">
          <span className="font-semibold" data-testid={`board-${role}`}>
            {filter.chosen.name || filter.chosen.email}
          </span>
          <Link to={link({ [role]: null, [`${role}Q`]: null, manage: null })} className="link text-sm">
            Any {role}
            <span className="sr-only"> (remove the {role} filter)</span>
          </Link>
        </p>
      </div>
    )
  return (
    <div>
      <Field
        label={label}
        name={`${role}Q`}
        type="search"
        defaultValue={q}
        maxLength={BOARD_QUERY_MAX}
        hint="Name, e-mail or company"
        autoComplete="off"
      />
      {filter.matches ? (
        <div className="mt-2 text-sm" role="status">
          {filter.matches.people.length === 0 ? (
            <p className="text-ink-soft">
              No {role} matches “{q}”.
            </p>
          ) : (
            <>
              <p className="text-ink-soft">Choose a {role}:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {filter.matches.people.map((person) => (
                  <li key={person.id}>
                    <Link
                      to={link({ [role]: person.id, [`${role}Q`]: null })}
                      className="inline-flex min-h-10 items-center rounded-full bg-white px-3 font-semibold ring-1 ring-ink/15 hover:bg-ink/5"
                    >
                      {person.name || person.email}
                    </Link>
                  </li>
                ))}
              </ul>
              {filter.matches.more ? <p className="mt-1 text-ink-soft">More match: type more of the name.</p> : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}

export function BoardFilterForm({ filters, founder, writer }: { filters: BoardFilters; founder: PersonFilter; writer: PersonFilter }) {
  const filtered = Boolean(
    filters.founder || filters.writer || filters.type || filters.state || filters.due || filters.q || filters.founderQ || filters.writerQ,
  )
  return (
    <Form method="get" className="card space-y-4" aria-label="Filter the board">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Title" name="q" type="search" defaultValue={filters.q} maxLength={BOARD_QUERY_MAX} hint="Words of the title" />
        <PersonFilterField role="founder" filter={founder} q={filters.founderQ} />
        <PersonFilterField role="writer" filter={writer} q={filters.writerQ} />
        <SelectField label="Type" name="type" defaultValue={filters.type ?? ''}>
          <option value="">Any type</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="State" name="state" defaultValue={filters.state ?? ''}>
          <option value="">Every state</option>
          {CONTENT_STATUSES.map((state) => (
            <option key={state} value={state}>
              {BOARD_STATE_LABELS[state]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Due" name="due" defaultValue={filters.due ?? ''}>
          <option value="">Any due date</option>
          {DUE_FILTERS.map((due) => (
            <option key={due} value={due}>
              {DUE_FILTER_LABELS[due]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
        {filtered ? (
          <Link to={boardHref()} className="btn-secondary">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

function boardColumnsFor(link: ReturnType<typeof useBoardLink>): Column<BoardRowView>[] {
  return [
    {
      key: 'piece',
      header: 'Piece',
      rowHeader: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`/dashboard/content/${row.id}`} className="font-bold hover:underline">
            {row.title}
          </Link>
          {row.extra ? <span className="rounded-full bg-lime/50 px-2 text-xs font-bold ring-1 ring-lime">Extra</span> : null}
        </span>
      ),
    },
    {
      key: 'founder',
      header: 'Founder',
      cell: (row) => (
        <Link to={link({ founder: row.founderId, founderQ: null })} className="hover:underline">
          {row.founderName}
        </Link>
      ),
    },
    {
      key: 'writer',
      header: 'Writer',
      cell: (row) =>
        row.writerId ? (
          <Link to={link({ writer: row.writerId, writerQ: null })} className="hover:underline">
            {row.writerName}
          </Link>
        ) : (
          <span className="font-semibold text-shock-ink">Not chosen</span>
        ),
    },
    { key: 'type', header: 'Type', cell: (row) => TYPE_LABELS[row.contentType], nowrap: true },
    {
      key: 'due',
      header: 'Due',
      nowrap: true,
      cell: (row) =>
        row.dueDate ? (
          <span className="flex flex-wrap items-center gap-2">
            <DueDate dueDate={row.dueDate} status={row.status} />
            <span className="text-ink-soft">{dateText(row.dueDate)}</span>
          </span>
        ) : (
          <span className="text-ink-soft">—</span>
        ),
    },
    { key: 'round', header: 'Round', cell: (row) => (row.revisionRound > 0 ? `Revision ${row.revisionRound}` : 'First'), nowrap: true },
    {
      key: 'age',
      header: 'In this state',
      nowrap: true,
      cell: (row) => <span title={`Since ${dateText(row.statusChangedAt)}`}>{ageText(row.statusChangedAt)}</span>,
    },
    {
      key: 'manage',
      header: 'Manage',
      cell: (row) => (
        <Link to={link({ manage: row.id })} className="btn-secondary btn-sm" preventScrollReset={false}>
          Manage<span className="sr-only"> {row.title}</span>
        </Link>
      ),
    },
  ]
}

type ColumnView = { state: ContentStatus; hasMore: boolean; rows: BoardRowView[] }

/** The board's columns, one section per state; with one state chosen, its pages. */
export function BoardColumns({ columns, filters }: { columns: ColumnView[]; filters: BoardFilters }) {
  const link = useBoardLink()
  const tableColumns = boardColumnsFor(link)
  if (columns.length === 0 || columns.every((column) => column.rows.length === 0))
    return (
      <EmptyState title="Nothing on the board for these filters.">
        <p>Try another state or due date, or clear the filters.</p>
      </EmptyState>
    )
  const single = filters.state !== null
  return (
    <div className="space-y-6">
      {columns.map((column) => (
        <section key={column.state} aria-labelledby={`board-${column.state}`} className="card" data-testid={`board-column-${column.state}`}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`board-${column.state}`} className="font-display text-xl font-black">
              {BOARD_STATE_LABELS[column.state]}
            </h2>
            {!single && column.hasMore ? (
              <Link to={link({ state: column.state })} className="link text-sm">
                See all<span className="sr-only"> {BOARD_STATE_LABELS[column.state]}</span>
              </Link>
            ) : null}
          </div>
          <DataTable
            rows={column.rows}
            columns={tableColumns}
            rowKey={(row) => row.id}
            labelledBy={`board-${column.state}`}
            rowTestId="board-row"
            empty="Nothing in this state."
          />
          {single ? <Pager page={filters.page} hasMore={column.hasMore} label={`${BOARD_STATE_LABELS[column.state]} pages`} /> : null}
        </section>
      ))}
    </div>
  )
}

/** A founder's month: deliveries against the plan, and a request beyond it. */
export function FounderPanel({
  founder,
  delivery,
  writers,
  today,
  actionData,
}: {
  founder: Person
  delivery: { planName: string; sentence: string; lines: DeliveryLine[]; monthStart: string; nextMonthStart: string } | null
  writers: { id: string; name: string; load: number }[]
  today: string
  actionData: BoardActionData | undefined
}) {
  return (
    <section aria-labelledby="founder-month" className="card grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div>
        <h2 id="founder-month" className="font-display text-xl font-black">
          {founder.name || founder.email} this month
        </h2>
        {delivery ? (
          <>
            <p className="mt-1 text-sm text-ink-soft">
              {dateText(delivery.monthStart)} – {dateText(delivery.nextMonthStart)}
            </p>
            <p className="mt-3 font-semibold" data-testid="founder-delivery">
              {delivery.sentence}
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              {delivery.lines.map((line) => (
                <li key={line.type} className="flex justify-between gap-3">
                  <span>{TYPE_LABELS[line.type]}</span>
                  <span className={line.complete ? 'font-bold' : 'text-ink-soft'}>{line.text}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-ink-soft">No live plan: nothing is included this month. Extra requests still go out.</p>
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold">New request for a founder</h3>
        <p className="mt-1 mb-4 text-sm text-ink-soft">
          Beyond the plan’s allowance: it is shown as extra and not counted against the month.
        </p>
        <ExtraRequestForm founderId={founder.id} writers={writers} today={today} actionData={actionData} />
      </div>
    </section>
  )
}

export type ManagedPiece = BoardRowView & { writers: { id: string; name: string; load: number }[] }

/** One piece the admin is managing: where it stands, a link to its page, and what may be changed. */
export function ManagePanel({ piece, today, actionData }: { piece: ManagedPiece; today: string; actionData: BoardActionData | undefined }) {
  const link = useBoardLink()
  return (
    <section aria-labelledby="manage-heading" className="card space-y-5" data-testid="manage-panel">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="manage-heading" className="font-display text-xl font-black break-words">
            {piece.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {TYPE_LABELS[piece.contentType]} for {piece.founderName} · {piece.writerName ? `by ${piece.writerName}` : 'writer not chosen'} ·{' '}
            {BOARD_STATE_LABELS[piece.status]} for {ageText(piece.statusChangedAt)}
            {piece.dueDate ? ` · due ${dateText(piece.dueDate)}` : ''}
            {piece.extra ? ' · extra' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/dashboard/content/${piece.id}`} className="btn-primary btn-sm">
            Open piece
          </Link>
          <Link to={link({ manage: null })} className="btn-secondary btn-sm">
            Close<span className="sr-only"> the panel of {piece.title}</span>
          </Link>
        </div>
      </div>
      <BoardPieceForms piece={piece} today={today} actionData={actionData} />
    </section>
  )
}
