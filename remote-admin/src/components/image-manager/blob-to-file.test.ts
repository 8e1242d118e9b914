import '../../locales'

import { i18n } from '@vitrina/shared'

import { blobToFile } from './blob-to-file'

describe('blobToFile', () => {
  const cover = { name: 'portada.jpg', type: 'image/jpeg' }
  const logo = { name: 'logo.png', type: 'image/png' }

  it('uses the default name and type when the blob has no type', () => {
    const file = blobToFile(new Blob(['x']), cover)
    expect(file.name).toBe('portada.jpg')
    expect(file.type).toBe('image/jpeg')
    expect(blobToFile(new Blob(['x']), logo)).toMatchObject({ name: 'logo.png', type: 'image/png' })
  })

  it("keeps the blob's own type", () => {
    const file = blobToFile(new Blob(['x'], { type: 'image/webp' }), cover)
    expect(file.name).toBe('portada.jpg')
    expect(file.type).toBe('image/webp')
  })

  it('keeps the bytes', async () => {
    const file = blobToFile(new Blob(['abc'], { type: 'image/png' }), logo)
    expect(file.size).toBe(3)
  })

  it('refuses a missing blob with the product-rules text', async () => {
    await i18n.changeLanguage('es')
    expect(() => blobToFile(null, logo)).toThrow('No se proporcionó un Blob para convertir.')
    expect(() => blobToFile(undefined, cover)).toThrow('No se proporcionó un Blob para convertir.')
  })
})
