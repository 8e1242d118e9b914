import { drawnCatalogue, keepDrawnCatalogue } from './drawn-catalogue'

describe('the drawn catalogue frame', () => {
  it('is kept for the path it was drawn on, and only there', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<div id="content"><div data-catalogue-frame=""><main><h1>Mate &amp; bombilla</h1></main></div></div>'
    keepDrawnCatalogue(root, '/producto/mate')
    expect(drawnCatalogue('/producto/mate')).toBe('<main><h1>Mate &amp; bombilla</h1></main>')
    expect(drawnCatalogue('/producto/otro')).toBeNull()
    expect(drawnCatalogue('/')).toBeNull()
  })

  it('is nothing when the page drew no frame', () => {
    keepDrawnCatalogue(document.createElement('div'), '/')
    expect(drawnCatalogue('/')).toBeNull()
  })
})
