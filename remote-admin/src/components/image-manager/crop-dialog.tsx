import { DialogActions, Field, Input, Slider, Stack, Text } from '@vitrina/ui'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../admin-dialog'
import { CropIcon } from '../icons'
import { altProblem, MAX_ALT_LENGTH } from './alt-text'
import { CropCanvas, type CropCanvasHandle } from './crop-canvas'

export type CropMode = { kind: 'new'; n: number; total: number } | { kind: 'edit' }

export interface CropDialogProps {
  /** The image to crop; null closes the dialog. */
  source: File | string | null
  mode: CropMode
  aspect: number
  /** Output type of the crop. */
  type: string
  /** Whether a new image may be skipped ('Omitir'). */
  allowSkip: boolean
  /** What 'Texto alternativo' starts with. */
  defaultAlt: string
  onConfirm: (blob: Blob, alt: string) => void
  /** The cancel button: skips this image (new) or drops the edit. */
  onCancel: () => void
  /** Close button, Escape or a click outside: stops the whole round. */
  onClose: () => void
  /** Where focus goes when the dialog closes. */
  finalFocusEl?: () => HTMLElement | null
}

/** One crop step: 'Imagen n / total' (or 'Editar imagen'), zoom, and Siguiente/Guardar. */
export function CropDialog({
  source,
  mode,
  aspect,
  type,
  allowSkip,
  defaultAlt,
  onConfirm,
  onCancel,
  onClose,
  finalFocusEl,
}: CropDialogProps) {
  const { t } = useTranslation('admin')
  const canvas = useRef<CropCanvasHandle>(null)
  const [zoom, setZoom] = useState(1)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alt, setAlt] = useState(defaultAlt)
  const [altError, setAltError] = useState<string | null>(null)
  // Each file of a round starts from an unzoomed, loadable crop and its own text.
  useEffect(() => {
    setZoom(1)
    setFailed(false)
    setAlt(defaultAlt)
    setAltError(null)
  }, [source, defaultAlt])
  const isNew = mode.kind === 'new'
  const title = isNew ? t('crop.title', { n: mode.n, total: mode.total }) : t('crop.editTitle')

  async function confirm() {
    const problem = altProblem(alt)
    setAltError(problem)
    if (problem) return
    setBusy(true)
    try {
      const blob = await canvas.current?.getBlob()
      if (blob) onConfirm(blob, alt.trim())
      else setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminDialog
      open={source !== null}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      title={title}
      icon={<CropIcon />}
      closeLabel={t('crop.close')}
      width="400px"
      actions={
        <DialogActions
          cancelLabel={isNew && allowSkip ? t('crop.skip') : t('crop.cancel')}
          saveLabel={isNew ? t('crop.next') : t('crop.save')}
          onCancel={onCancel}
          onSave={() => void confirm()}
          saving={busy}
          saveDisabled={failed}
        />
      }
    >
      <Stack gap="4">
        {source !== null ? (
          <CropCanvas
            key={isNew ? mode.n : 'edit'}
            ref={canvas}
            image={source}
            aspect={aspect}
            scale={zoom}
            type={type}
            label={t('crop.editorLabel')}
            onLoadFailure={() => setFailed(true)}
          />
        ) : null}
        {failed ? (
          <Text color="fg.error" role="alert">
            {t('crop.loadFailed')}
          </Text>
        ) : null}
        <Field.Root invalid={altError !== null}>
          <Field.Label>{t('alt.label')}</Field.Label>
          <Input
            name="alt"
            value={alt}
            maxLength={MAX_ALT_LENGTH}
            onChange={(event) => {
              setAlt(event.target.value)
              setAltError(null)
            }}
          />
          {altError ? (
            <Field.ErrorText>{t(altError)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('alt.help', { max: MAX_ALT_LENGTH })}</Field.HelperText>
          )}
        </Field.Root>
        <Slider.Root
          min={1}
          max={3}
          step={0.01}
          value={[zoom]}
          onValueChange={(event) => setZoom(event.value[0] ?? 1)}
        >
          <Slider.Label>{t('crop.zoom')}</Slider.Label>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </Stack>
    </AdminDialog>
  )
}
