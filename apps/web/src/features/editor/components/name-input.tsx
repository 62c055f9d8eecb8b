import { useEffect, useState } from 'react'
import { Input } from '@/components/ui/input'

/**
 * A name typed freely and committed on Enter or on leaving the field (one undo step); Escape,
 * or leaving it empty, puts the name back. An object's name, a parameter's.
 */
export function NameInput({
  id,
  value,
  onCommit,
  maxLength = 100,
  testId,
}: {
  id: string
  value: string
  onCommit(name: string): void
  maxLength?: number
  testId?: string
}) {
  const [text, setText] = useState(value)
  const [editing, setEditing] = useState(false)
  // Undo, redo and co-editors change the name from outside the field; what this person is
  // typing stays until they commit or leave it.
  useEffect(() => {
    if (!editing) setText(value)
  }, [value, editing])
  const commit = () => {
    const name = text.trim().slice(0, maxLength)
    if (!name) setText(value)
    else if (name !== value) onCommit(name)
  }
  return (
    <Input
      id={id}
      className="h-8"
      value={text}
      maxLength={maxLength}
      onChange={(e) => {
        setText(e.target.value)
        setEditing(true)
      }}
      onBlur={() => {
        commit()
        setEditing(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          commit()
          setEditing(false)
        }
        if (e.key === 'Escape') {
          setText(value)
          setEditing(false)
        }
      }}
      data-testid={testId}
    />
  )
}
