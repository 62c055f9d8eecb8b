import { Avatar as AvatarPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * Up to two uppercase letters for a name: the first letters of its first and last words
 * ("Ada Lovelace" → "AL", "cher" → "C"). Punctuation and leading symbols are skipped.
 */
function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => Boolean(letter))
  if (letters.length === 0) return ''
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]]
  return picked.join('').toLocaleUpperCase()
}

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  )
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  )
}

type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /** When given without children, the fallback shows the name's initials and is labelled with it. */
  name?: string
}

function AvatarFallback({ className, name, children, ...props }: AvatarFallbackProps) {
  const fromName = children === undefined && name !== undefined
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full select-none items-center justify-center rounded-full bg-muted font-medium text-muted-foreground text-xs',
        className,
      )}
      {...(fromName ? { role: 'img', 'aria-label': name } : {})}
      {...props}
    >
      {fromName ? initials(name) : children}
    </AvatarPrimitive.Fallback>
  )
}

export type { AvatarFallbackProps }
export { Avatar, AvatarFallback, AvatarImage, initials }
