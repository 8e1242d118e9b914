import { i18n } from '@vitrina/shared'

export interface FileDefaults {
  name: string
  type: string
}

/**
 * Turns a cropped blob into a File for upload (product-rules §5): the default name and
 * type of the kind, but the blob's own type wins when it has one.
 */
export function blobToFile(blob: Blob | null | undefined, defaults: FileDefaults): File {
  if (!blob) throw new Error(i18n.t('admin:errors.noBlob'))
  return new File([blob], defaults.name, { type: blob.type || defaults.type })
}
