import { Box, Card, Flex, Heading, SUBTITLE_STYLE, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { InfoIcon } from '../../components/icons'
import type { ImageKind } from '../../components/image-manager/types'
import { ImageManagementPanel } from './image-management-panel'

export interface ImageManagementPageProps {
  kind: ImageKind
}

/** 'Gestión de Logos' / 'Gestión de Portadas': the manager and an info card (first on small screens). */
export function ImageManagementPage({ kind }: ImageManagementPageProps) {
  const { t } = useTranslation('admin')
  return (
    <Box maxW="1200px">
      <Heading as="h1" size="2xl" mb="6">
        {t(`${kind}.title`)}
      </Heading>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Card.Root flex="1" w="100%" minW="0">
          <Card.Body>
            <ImageManagementPanel kind={kind} />
          </Card.Body>
        </Card.Root>
        <Card.Root
          as="aside"
          order={{ base: -1, lg: 1 }}
          w={{ base: '100%', lg: '320px' }}
          flexShrink={0}
          variant="subtle"
          aria-labelledby={`${kind}-info-title`}
        >
          <Card.Body gap="2">
            <Flex align="center" gap="2">
              <InfoIcon />
              <Card.Title as="h2" id={`${kind}-info-title`} {...SUBTITLE_STYLE}>
                {t(`${kind}.info.title`)}
              </Card.Title>
            </Flex>
            <Text color="fg.muted">{t(`${kind}.info.text`)}</Text>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Box>
  )
}
