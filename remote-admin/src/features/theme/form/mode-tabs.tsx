import { Box, Button, HStack } from '@vitrina/ui'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

import type { ColorMode } from '../theme-draft'

export interface ModeTabsProps {
  label: string
  tabs: readonly { value: ColorMode; label: string; alert?: boolean }[]
  value: ColorMode
  onChange: (value: ColorMode) => void
  children: ReactNode
}

/**
 * 'Claro' / 'Oscuro': tabs (WAI-ARIA tabs pattern, arrows move between them)
 * over the one panel of the chosen colour set.
 */
export function ModeTabs({ label, tabs, value, onChange, children }: ModeTabsProps) {
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + tabs.length) % tabs.length
    onChange(tabs[next]!.value)
    refs.current[next]?.focus()
  }
  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="1" borderBottomWidth="1px" mb="4">
        {tabs.map((tab, index) => {
          const selected = tab.value === value
          return (
            <Button
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element
              }}
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              variant="ghost"
              borderBottomWidth="2px"
              borderRadius="0"
              borderColor={selected ? 'colorPalette.solid' : 'transparent'}
              colorPalette="primary"
              fontWeight={selected ? 'semibold' : 'normal'}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {tab.alert ? (
                <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="fg.error" />
              ) : null}
            </Button>
          )
        })}
      </HStack>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </Box>
    </Box>
  )
}
