import { SquareDashedMousePointer } from 'lucide-react'
import { type RefObject, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { EditorStore } from '../core/editor-store'
import type { Picker, Rect } from './viewport-picking'

/** A press that moves less than this (CSS pixels) is a click, not a box. */
const CLICK_SLOP = 4

/**
 * Selecting in the view with the keyboard held or the box button on: shift- or ctrl/cmd-click
 * adds or takes away, a drag draws a box and selects everything it touches. Shift or ctrl/cmd
 * (or the box button) take the press before the camera controls see it, so a sweep never also
 * turns the camera.
 */
export function useMarquee(
  store: EditorStore,
  container: RefObject<HTMLElement | null>,
  picker: RefObject<Picker | null>,
) {
  const [boxMode, setBoxMode] = useState(false)
  const [marquee, setMarquee] = useState<Rect | null>(null)

  const onPointerDownCapture = (event: React.PointerEvent) => {
    const adding = event.shiftKey || event.ctrlKey || event.metaKey
    if ((!adding && !boxMode) || event.button !== 0 || !container.current) return
    if ((event.target as HTMLElement).closest('button')) return
    event.stopPropagation()
    event.preventDefault()
    const frame = container.current.getBoundingClientRect()
    const start = { x: event.clientX - frame.left, y: event.clientY - frame.top }
    const rectTo = (e: PointerEvent): Rect => {
      const x = e.clientX - frame.left
      const y = e.clientY - frame.top
      return {
        left: Math.min(start.x, x),
        top: Math.min(start.y, y),
        right: Math.max(start.x, x),
        bottom: Math.max(start.y, y),
      }
    }
    const move = (e: PointerEvent) => setMarquee(rectTo(e))
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      setMarquee(null)
      setBoxMode(false)
      const rect = rectTo(e)
      const isClick = rect.right - rect.left < CLICK_SLOP && rect.bottom - rect.top < CLICK_SLOP
      if (isClick) {
        const id = picker.current?.at(start.x, start.y)
        if (id) store.selectMany([id], adding ? 'toggle' : 'replace')
        else if (!adding) store.select(null)
        return
      }
      store.selectMany(picker.current?.inRect(rect) ?? [], adding ? 'add' : 'replace')
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
  }

  return { boxMode, setBoxMode, marquee, onPointerDownCapture }
}

/** The box being drawn, over the view. */
export function Marquee({ rect }: { rect: Rect }) {
  return (
    <div
      aria-hidden
      data-testid="marquee"
      className="pointer-events-none absolute border border-primary border-dashed bg-primary/10"
      style={{
        left: rect.left,
        top: rect.top,
        width: rect.right - rect.left,
        height: rect.bottom - rect.top,
      }}
    />
  )
}

/** The button that makes the next drag draw a box: for touch screens, and without the keys. */
export function BoxSelectButton({
  on,
  onToggle,
  label,
  hint,
}: {
  on: boolean
  onToggle(): void
  label: string
  hint: string
}) {
  return (
    <Button
      type="button"
      variant={on ? 'default' : 'secondary'}
      size="icon"
      className="absolute top-2 left-2 size-8 shadow-sm"
      aria-pressed={on}
      aria-label={label}
      title={hint}
      onClick={onToggle}
      data-testid="box-select"
    >
      <SquareDashedMousePointer aria-hidden />
    </Button>
  )
}
