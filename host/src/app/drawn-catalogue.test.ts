import { carryDrawnSearch, drawnCatalogue, keepDrawnCatalogue } from './drawn-catalogue'

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

  describe('its search field, typed in before the first render', () => {
    const FRAME = '<form role="search"><input type="search" name="q"></form>'

    function drawnRoot() {
      const root = document.createElement('div')
      root.innerHTML = `<div data-catalogue-frame="">${FRAME}</div>`
      document.body.append(root)
      keepDrawnCatalogue(root, '/')
      return { root, field: root.querySelector('input')! }
    }

    function copy() {
      const frame = document.createElement('div')
      frame.innerHTML = drawnCatalogue('/')!
      document.body.append(frame)
      return { frame, field: frame.querySelector('input')! }
    }

    afterEach(() => document.body.replaceChildren())

    it('goes on in the copy with what was typed, and the focus when the commit took it', () => {
      const drawn = drawnRoot()
      drawn.field.focus()
      drawn.field.value = 'remera'
      // The first commit removes the drawn markup (a focused field is blurred as it goes) and puts the copy back.
      drawn.root.replaceChildren()
      drawn.field.dispatchEvent(new FocusEvent('blur'))
      const shown = copy()
      carryDrawnSearch(shown.frame)
      expect(shown.field.value).toBe('remera')
      expect(shown.field).toHaveFocus()
    })

    it('does not take the focus the shopper had left before the commit', async () => {
      const drawn = drawnRoot()
      drawn.field.value = 'mate'
      drawn.field.dispatchEvent(new FocusEvent('blur'))
      await Promise.resolve()
      drawn.root.replaceChildren()
      const shown = copy()
      carryDrawnSearch(shown.frame)
      expect(shown.field.value).toBe('mate')
      expect(shown.field).not.toHaveFocus()
    })
  })
})
