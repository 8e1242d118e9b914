import { Button, HStack } from '@vitrina/ui'

export interface SegmentedProps<T extends string> {
  /** Accessible name of the group. */
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** A small choice of one among few: toggle buttons (`aria-pressed`) in a named group. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedProps<T>) {
  return (
    <HStack role="group" aria-label={label} gap="0">
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'solid' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  )
}
