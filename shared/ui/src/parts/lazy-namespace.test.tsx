import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { lazyNamespace } from './lazy-namespace'

type Props = { children?: ReactNode; asChild?: boolean }

const real = {
  Root: ({ children }: Props) => <div data-testid="real-root">{children}</div>,
  Trigger: ({ children }: Props) => <div data-testid="real-trigger">{children}</div>,
  Content: ({ children }: Props) => <div data-testid="real-content">{children}</div>,
}

function deferred() {
  let resolve!: (value: typeof real) => void
  const promise = new Promise<typeof real>((r) => (resolve = r))
  return { promise, resolve }
}

describe('lazyNamespace', () => {
  it('loads once on first render, shows a placeholder meanwhile, then the real parts', async () => {
    // Arrange
    const chunk = deferred()
    const load = jest.fn(() => chunk.promise)
    const Part = lazyNamespace<typeof real>('Part', load)
    expect(load).not.toHaveBeenCalled()

    // Act
    render(
      <Part.Root>
        <Part.Trigger asChild>
          <button type="button">Abrir</button>
        </Part.Trigger>
        <Part.Content>
          <p>Contenido</p>
        </Part.Content>
      </Part.Root>,
    )

    // Assert: the root and an asChild part show their children, anything else nothing.
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument()
    expect(screen.queryByText('Contenido')).not.toBeInTheDocument()
    expect(screen.queryByTestId('real-root')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)

    chunk.resolve(real)
    expect(await screen.findByTestId('real-root')).toBeInTheDocument()
    expect(screen.getByTestId('real-trigger')).toContainElement(
      screen.getByRole('button', { name: 'Abrir' }),
    )
    expect(screen.getByTestId('real-content')).toHaveTextContent('Contenido')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps one component per part name, and renders loaded parts at once', async () => {
    const Part = lazyNamespace<typeof real>('Part', () => Promise.resolve(real))
    expect(Part.Root).toBe(Part.Root)
    const first = render(<Part.Content>uno</Part.Content>)
    expect(await screen.findByTestId('real-content')).toHaveTextContent('uno')
    first.unmount()
    render(<Part.Content>dos</Part.Content>)
    // No placeholder step once the chunk is there.
    expect(screen.getByTestId('real-content')).toHaveTextContent('dos')
  })
})
