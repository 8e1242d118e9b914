import { Badge, Button, DialogActions, Heading, Stack, Text } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { CropIcon } from '../../components/icons'
import { useIsMobile } from '../../hooks/use-is-mobile'

/**
 * The responsive test view of product-rules §2 (/admin/prueba-responsive, not in the
 * sidebar): says whether the mobile or desktop layout applies and opens a
 * test modal 'Editar imagen' with the shared header and actions.
 */
export function ResponsiveTestPage() {
  const { t } = useTranslation('admin')
  const isMobile = useIsMobile()
  const [open, setOpen] = useState(false)
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        {t('responsive.title')}
      </Heading>
      <Badge size="lg" data-testid="responsive-mode">
        {isMobile ? t('responsive.mobile') : t('responsive.desktop')}
      </Badge>
      <Button onClick={() => setOpen(true)}>{t('responsive.open')}</Button>
      <AdminDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('responsive.modalTitle')}
        icon={<CropIcon />}
        closeLabel={t('responsive.close')}
        width="400px"
        actions={
          <DialogActions
            cancelLabel={t('responsive.cancel')}
            saveLabel={t('responsive.save')}
            onCancel={() => setOpen(false)}
            onSave={() => setOpen(false)}
          />
        }
      >
        <Text>{t('responsive.modalText')}</Text>
      </AdminDialog>
    </Stack>
  )
}
