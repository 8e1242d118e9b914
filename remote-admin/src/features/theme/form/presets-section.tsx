import { Box, Button, fontStack, Heading, HStack, SimpleGrid, Stack } from '@vitrina/ui'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import type { DraftUpdate } from '../theme-draft'
import { applyPreset, THEME_PRESETS } from '../theme-presets'

export interface PresetsSectionProps {
  onChange: DraftUpdate
}

/** 'Temas sugeridos': six themes, each applied to the draft in one press. */
export const PresetsSection = memo(function PresetsSection({ onChange }: PresetsSectionProps) {
  const { t } = useTranslation(THEME_NS)
  return (
    <Stack as="section" aria-labelledby="theme-presets-title" gap="3">
      <Heading as="h2" id="theme-presets-title">
        {t('presets.title')}
      </Heading>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
        {THEME_PRESETS.map((preset) => {
          const name = t(`presets.names.${preset.id}`)
          return (
            <Button
              key={preset.id}
              variant="outline"
              h="auto"
              py="2"
              flexDirection="column"
              alignItems="stretch"
              gap="2"
              onClick={() => onChange((draft) => applyPreset(draft, preset))}
            >
              <HStack gap="1" aria-hidden="true">
                {[
                  preset.light.background,
                  preset.light.primary,
                  preset.dark.background,
                  preset.dark.primary,
                ].map((color, i) => (
                  <Box
                    key={i}
                    flex="1"
                    h="5"
                    borderRadius="sm"
                    borderWidth="1px"
                    style={{ background: color }}
                  />
                ))}
              </HStack>
              <Box as="span" style={{ fontFamily: fontStack(preset.titleFontFamily) }}>
                {name}
              </Box>
            </Button>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
})
