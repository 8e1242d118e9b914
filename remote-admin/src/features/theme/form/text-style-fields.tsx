import { TEXT_STYLE_BOUNDS, type TextStyleName } from '@vitrina/shared/rules'
import { chakra, HStack, Input, Stack, Text } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import {
  type DraftUpdate,
  FONT_WEIGHTS,
  sizePx,
  type ThemeDraft,
  withTypography,
} from '../theme-draft'

export interface TextStyleFieldsProps {
  typography: ThemeDraft['typography']
  style: TextStyleName
  problem?: string
  onChange: DraftUpdate
}

/** Size (px, within the style's bounds) and weight of one text style. */
export function TextStyleFields({ typography, style, problem, onChange }: TextStyleFieldsProps) {
  const { t } = useTranslation(THEME_NS)
  const id = useId()
  const name = t(`typography.styles.${style}`)
  const current = typography[style]
  const { min, max } = TEXT_STYLE_BOUNDS[style]
  const set = (changes: Partial<typeof current>) =>
    onChange((draft) =>
      withTypography(draft, { [style]: { ...draft.typography[style], ...changes } }),
    )
  const size = sizePx(typography, style)
  return (
    <Stack gap="1">
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-size`} fontWeight="medium">
            {t('typography.size', { style: name })}
          </chakra.label>
          <Input
            id={`${id}-size`}
            type="number"
            min={min}
            max={max}
            step={1}
            value={Number.isFinite(size) ? size : ''}
            onChange={(event) => set({ fontSize: `${event.target.value}px` })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            w="24"
          />
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-weight`} fontWeight="medium">
            {t('typography.weight', { style: name })}
          </chakra.label>
          <chakra.select
            id={`${id}-weight`}
            value={String(current.fontWeight)}
            onChange={(event) => set({ fontWeight: Number(event.target.value) })}
            h="10"
            px="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            bg="bg"
            color="fg"
          >
            {FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </chakra.select>
        </Stack>
      </HStack>
      {problem ? (
        <Text id={`${id}-problem`} color="fg.error" fontSize="sm">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
