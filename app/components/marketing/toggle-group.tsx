import { useId } from 'react'
import { chip } from './styles.ts'

export type ToggleOption<T extends string> = { value: T; label: string }

type ToggleGroupProps<T extends string> = {
  /** Names the group for assistive technology; shown unless hideLabel is set. */
  label: string
  hideLabel?: boolean
  options: readonly ToggleOption<T>[]
  value: T
  onChange: (value: T) => void
}

/** A row of single-choice filter chips: toggle buttons with aria-pressed inside a labelled group. */
export function ToggleGroup<T extends string>({ label, hideLabel = false, options, value, onChange }: ToggleGroupProps<T>) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className={hideLabel ? 'sr-only' : 'mr-1 text-sm font-bold text-ink'}>
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
