import type { ThemeVersion } from '@vitrina/contract'
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@vitrina/ui'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'

export interface HistorySectionProps {
  versions: ThemeVersion[]
  busy: boolean
  onRestore: (id: number) => void
}

/** 'Historial': the last published versions, newest first; 'Restaurar' publishes one again. */
export const HistorySection = memo(function HistorySection({
  versions,
  busy,
  onRestore,
}: HistorySectionProps) {
  const { t, i18n } = useTranslation(THEME_NS)
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Stack as="section" aria-labelledby="theme-history-title" gap="3">
      <Heading as="h2" id="theme-history-title">
        {t('history.title')}
      </Heading>
      {versions.length === 0 ? <Text color="fg.muted">{t('history.empty')}</Text> : null}
      <Stack as="ol" listStyleType="none" gap="2" data-testid="theme-versions">
        {versions.map((version, index) => {
          const date = format.format(new Date(version.created_at))
          const { colors } = version.theme.light_colors
          return (
            <HStack as="li" key={version.id} gap="3" justify="space-between" wrap="wrap">
              <HStack gap="2">
                <HStack gap="1" aria-hidden="true">
                  {[colors.background, colors.textColor, colors.primary].map((color, i) => (
                    <Box
                      key={i}
                      boxSize="4"
                      borderRadius="sm"
                      borderWidth="1px"
                      style={{ background: color }}
                    />
                  ))}
                </HStack>
                <Text id={`theme-version-${version.id}`}>
                  <time dateTime={version.created_at}>{date}</time> ·{' '}
                  {version.theme.typography.fontFamily}
                </Text>
                {index === 0 ? <Badge>{t('history.current')}</Badge> : null}
              </HStack>
              {index > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-describedby={`theme-version-${version.id}`}
                  onClick={() => onRestore(version.id)}
                >
                  {t('history.restore')}
                </Button>
              ) : null}
            </HStack>
          )
        })}
      </Stack>
    </Stack>
  )
})
