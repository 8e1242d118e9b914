import { Card, SUBTITLE_STYLE } from '@vitrina/ui'
import type { ReactNode } from 'react'

export interface EditorSectionProps {
  id: string
  title: string
  children: ReactNode
}

/** One card of the product editor, named by its heading. */
export function EditorSection({ id, title, children }: EditorSectionProps) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body gap="4">
        <Card.Title as="h2" id={id} {...SUBTITLE_STYLE}>
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card.Root>
  )
}
