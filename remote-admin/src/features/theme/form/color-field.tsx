import { toHex6 } from '@vitrina/shared/rules'
import { chakra, HStack, Input, Stack, Text } from '@vitrina/ui'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'

export interface ColorFieldProps {
  role: string
  label: string
  value: string
  onColor: (role: string, value: string) => void
  /** What is wrong with it ('Contraste insuficiente (2,9:1). Mínimo 4,5:1.'), shown beside it. */
  problem?: string
}

/**
 * A colour: the browser's picker and, beside it, the text of the colour (any
 * form the theme takes). Memoised: an edit re-renders only its own field.
 */
export const ColorField = memo(function ColorField({
  role,
  label,
  value,
  onColor,
  problem,
}: ColorFieldProps) {
  const { t } = useTranslation(THEME_NS)
  const id = useId()
  const problemId = `${id}-problem`
  const hex = toHex6(value)
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium">
        {label}
      </chakra.label>
      <HStack gap="2" align="center">
        <chakra.input
          type="color"
          value={hex ?? '#000000'}
          onChange={(event) => onColor(role, event.target.value.toUpperCase())}
          aria-label={t('colors.picker', { label })}
          w="12"
          h="10"
          p="1"
          flexShrink={0}
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
          cursor="pointer"
        />
        <Input
          id={id}
          value={value}
          onChange={(event) => onColor(role, event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          maxW="40"
          fontFamily="mono"
        />
      </HStack>
      {problem ? (
        <Text id={problemId} color="fg.error" fontSize="sm" data-testid="contrast-problem">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
})
