import type { Page } from '@playwright/test'

/**
 * What is wrong with the layout of the page as it stands, in words a person can act on:
 *
 * - the page is wider than the window (`document.documentElement.scrollWidth > innerWidth`),
 *   with the elements that start sticking out named;
 * - text is cut off: a run of text reaches past the edge of an element that hides its overflow
 *   (`overflow: hidden` or `clip`, on that axis), of any of its ancestors that clip it, or of
 *   the window's sides. Sideways, any cut over a pixel counts; up and down, a line counts when
 *   over a quarter of it is hidden (a line-clamped paragraph, a fixed-height row), not the few
 *   pixels a glyph pokes out of a tight `leading-none` line box.
 *
 * Left out, on purpose (each a reason, not a tolerance):
 *
 * - text that shows itself whole elsewhere: an element between the text and the one clipping
 *   it (or just above) has a `title` holding the text, or is a tooltip's trigger
 *   (`data-slot="tooltip-trigger"`) — deliberate truncation, as the editor's design name;
 * - scroll containers (`overflow: auto` or `scroll` on that axis): a table that scrolls
 *   sideways on a phone is reachable, not cut; the check stops at them on that axis;
 * - visually hidden text (inside an element at most 1 px wide or tall: `sr-only`), and text
 *   that is not seen (`display: none`, `visibility: hidden`, `opacity: 0` on it or above);
 * - clippers between an absolutely positioned element and its containing block, which do not
 *   clip it (CSS), and everything but the window for fixed elements;
 * - text in form fields' values, SVG and `<option>`s, which is not laid out as text nodes.
 */
export type LayoutReport = {
  width: number
  scrollWidth: number
  /** The outermost elements that reach past the window's right edge. */
  stickingOut: string[]
  /** "<element> cuts "<text>" by <n> px (<axis>)", once per element and text. */
  cutOff: string[]
}

export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const styles = new Map<Element, CSSStyleDeclaration>()
    const style = (el: Element) => {
      let s = styles.get(el)
      if (!s) {
        s = getComputedStyle(el)
        styles.set(el, s)
      }
      return s
    }
    const nameOf = (el: Element) => {
      const attr = (name: string) => {
        const value = el.getAttribute(name)
        return value ? `[${name}="${value.slice(0, 40)}"]` : ''
      }
      const classes =
        typeof el.className === 'string'
          ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 5).join('.')
          : ''
      return `${el.tagName.toLowerCase()}${attr('data-testid')}${attr('data-slot')}${attr('role')}${classes ? `.${classes}` : ''}`
    }
    const clipping = (value: string) => value === 'hidden' || value === 'clip'
    const scrolling = (value: string) => value === 'auto' || value === 'scroll'

    const scrollWidth = document.documentElement.scrollWidth
    const stickingOut: string[] = []
    if (scrollWidth > width) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect()
        const parent = el.parentElement
        if (box.width === 0 || box.right <= width + 1 || !parent) continue
        if (parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue
        stickingOut.push(`${nameOf(el)} reaches ${Math.round(box.right)} px`)
      }
    }

    const cutOff = new Set<string>()
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION'])
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
      const parent = node.parentElement
      if (!text || !parent || skipped.has(parent.tagName) || parent.closest('svg')) continue
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0)
      if (lines.length === 0) continue

      let checkX = true
      let checkY = true
      let hidden = false
      // While inside an absolutely positioned element, only its containing block clips it.
      let onlyClippedBy: Element | null | undefined
      let cut: { by: Element; px: number; axis: 'x' | 'y' } | undefined
      for (let el: Element | null = parent; el && el !== document.documentElement; ) {
        const s = style(el)
        const counts = onlyClippedBy === undefined || onlyClippedBy === el
        if (onlyClippedBy === el) onlyClippedBy = undefined
        if (counts && (clipping(s.overflowX) || clipping(s.overflowY))) {
          if (el.clientWidth <= 1 || el.clientHeight <= 1) {
            hidden = true
            break
          }
          const box = el.getBoundingClientRect()
          const left = box.left + el.clientLeft
          const top = box.top + el.clientTop
          for (const line of lines) {
            if (checkX && clipping(s.overflowX)) {
              const px = Math.max(line.right - (left + el.clientWidth), left - line.left)
              if (px > 1 && (!cut || px > cut.px)) cut = { by: el, px, axis: 'x' }
            }
            if (checkY && clipping(s.overflowY)) {
              const px = Math.max(line.bottom - (top + el.clientHeight), top - line.top)
              if (px > line.height / 4 && (!cut || px > cut.px)) cut = { by: el, px, axis: 'y' }
            }
          }
        }
        if (counts && scrolling(s.overflowX)) checkX = false
        if (counts && scrolling(s.overflowY)) checkY = false
        if (s.position === 'fixed') {
          checkY = false
          break
        }
        if (s.position === 'absolute' && onlyClippedBy === undefined) {
          onlyClippedBy = (el as HTMLElement).offsetParent
        }
        el = el.parentElement
      }
      if (hidden) continue
      if (!cut && checkX) {
        for (const line of lines) {
          const px = Math.max(line.right - width, -line.left)
          if (px > 1) cut = { by: document.documentElement, px, axis: 'x' }
        }
      }
      if (!cut) continue

      // Deliberately truncated: the whole text is a hover away. Looked for from the text up to
      // the element that cuts it and three more (the link or row it truncates within).
      const holders: Element[] = []
      const clipper = cut.by === document.documentElement ? parent : cut.by
      for (let el: Element | null = parent; el; el = el.parentElement) {
        holders.push(el)
        if (el === clipper) break
      }
      for (let el = clipper.parentElement, n = 0; el && n < 3; el = el.parentElement, n++) {
        holders.push(el)
      }
      const shown = holders.some(
        (el) =>
          (el.getAttribute('title') ?? '').replace(/\s+/g, ' ').includes(text) ||
          el.getAttribute('data-slot') === 'tooltip-trigger',
      )
      if (shown) continue
      const where = cut.by === document.documentElement ? 'the window' : nameOf(cut.by)
      cutOff.add(`${where} cuts "${text.slice(0, 60)}" by ${Math.round(cut.px)} px (${cut.axis})`)
    }
    return { width, scrollWidth, stickingOut: stickingOut.slice(0, 8), cutOff: [...cutOff] }
  })
}
