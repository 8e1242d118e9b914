import type { ProductOption } from '@vitrina/contract'
import { chakra, HStack, Text } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import type { ValueState } from './variant-selection'

export interface OptionSelectorProps {
  option: ProductOption
  value: string | null
  stateOf: (value: string) => ValueState
  onChange: (value: string) => void
}

/**
 * One option axis as a radio group of chips. A value not sold with the other
 * choices is disabled; one sold but out of stock is struck through and says so.
 */
export function OptionSelector({ option, value, stateOf, onChange }: OptionSelectorProps) {
  const { t } = useTranslation('storefront')
  const name = useId()
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {option.name}
      </chakra.legend>
      <HStack gap="2" flexWrap="wrap">
        {option.values.map((candidate) => {
          const state = stateOf(candidate)
          const checked = candidate === value
          return (
            <chakra.label
              key={candidate}
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
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: '2px' } }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={candidate}
                checked={checked}
                disabled={state === 'not-sold'}
                onChange={() => onChange(candidate)}
                srOnly
              />
              <Text as="span" fontSize="sm">
                {candidate}
              </Text>
              {state === 'unavailable' && (
                <chakra.span srOnly>{`, ${t('catalogue.availability.out')}`}</chakra.span>
              )}
            </chakra.label>
          )
        })}
      </HStack>
    </chakra.fieldset>
  )
}
