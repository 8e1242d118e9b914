import { FONT_FAMILIES } from '@vitrina/shared/rules'
import { chakra, fontStack, Stack } from '@vitrina/ui'
import { useId } from 'react'

export interface FontSelectProps {
  label: string
  value: string
  onChange: (family: string) => void
}

/** A family of the curated list, each option drawn in its own face. */
export function FontSelect({ label, value, onChange }: FontSelectProps) {
  const id = useId()
  const listed = FONT_FAMILIES.some((font) => font.family === value)
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ fontFamily: fontStack(value) }}
        h="10"
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        color="fg"
        fontSize="md"
      >
        {listed ? null : <option value={value}>{value}</option>}
        {FONT_FAMILIES.map((font) => (
          <option
            key={font.family}
            value={font.family}
            style={{ fontFamily: fontStack(font.family) }}
          >
            {font.family}
          </option>
        ))}
      </chakra.select>
    </Stack>
  )
}
