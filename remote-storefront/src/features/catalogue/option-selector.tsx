import type { ProductOption } from '@vitrina/contract'
import { chakra, HStack, Text } from '@vitrina/ui'
import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'

import type { ValueState } from './variant-selection'

export interface OptionSelectorProps {
  option: ProductOption
  value: string | null
  stateOf: (value: string) => ValueState
  onChange: (value: string) => void
}

/**
 * One option axis as a radio group of chips, named by the option ('Talle'). A value not sold with the other
 * choices is disabled; one sold but out of stock is struck through and says
 * 'Agotado' as its description (the radio's name stays the value, and the
 * page's own 'Sin stock' stays the only one). The radio itself,
 * transparent, covers its chip: a click or tap anywhere on the chip lands on it.
 */
export function OptionSelector({ option, value, stateOf, onChange }: OptionSelectorProps) {
  const { t } = useTranslation('storefront')
  const name = useId()
  return (
    <chakra.fieldset
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      border="none"
      p="0"
      m="0"
      minW="0"
    >
      <chakra.legend id={`${name}-legend`} fontSize="sm" fontWeight="medium" mb="2">
        {option.name}
      </chakra.legend>
      <HStack gap="2" flexWrap="wrap">
        {option.values.map((candidate, index) => {
          const state = stateOf(candidate)
          const checked = candidate === value
          const hint = `${name}-${index}-hint`
          return (
            <Fragment key={candidate}>
              <chakra.label
                position="relative"
                display="inline-flex"
                alignItems="center"
                minH="10"
                px="3"
                borderWidth="1px"
                rounded="md"
                cursor={state === 'not-sold' ? 'not-allowed' : 'pointer'}
                opacity={state === 'not-sold' ? 0.45 : 1}
                borderColor={checked ? 'colorPalette.solid' : 'border'}
                bg={checked ? 'colorPalette.solid' : 'bg'}
                color={checked ? 'colorPalette.contrast' : 'fg'}
                textDecoration={state === 'available' ? 'none' : 'line-through'}
                css={{
                  '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: '2px' },
                }}
              >
                <chakra.input
                  type="radio"
                  name={name}
                  value={candidate}
                  checked={checked}
                  disabled={state === 'not-sold'}
                  onChange={() => onChange(candidate)}
                  aria-describedby={state === 'unavailable' ? hint : undefined}
                  position="absolute"
                  inset="0"
                  width="full"
                  height="full"
                  margin="0"
                  opacity={0}
                  cursor="inherit"
                />
                <Text as="span" fontSize="sm">
                  {candidate}
                </Text>
              </chakra.label>
              {state === 'unavailable' && (
                <chakra.span id={hint} srOnly>
                  {t('catalogue.availability.soldOut')}
                </chakra.span>
              )}
            </Fragment>
          )
        })}
      </HStack>
    </chakra.fieldset>
  )
}
