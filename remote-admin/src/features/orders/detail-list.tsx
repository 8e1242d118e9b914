import { chakra } from '@vitrina/ui'
import type { ReactNode } from 'react'

export interface DetailListProps {
  /** Label and value pairs; a null value is left out. */
  rows: [label: string, value: ReactNode][]
}

/** A definition list of label and value, label above value. */
export function DetailList({ rows }: DetailListProps) {
  return (
    <chakra.dl display="grid" gap="3" m="0">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <chakra.div key={label}>
            <chakra.dt fontSize="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd m="0" whiteSpace="pre-line" overflowWrap="anywhere">
              {value}
            </chakra.dd>
          </chakra.div>
        ))}
    </chakra.dl>
  )
}
