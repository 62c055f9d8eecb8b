/** Keeps the `--vh` CSS variable at 1% of the real viewport height, as spec §9 asks. */
export function trackViewportHeight(win: Window = window): () => void {
  const update = () => {
    win.document.documentElement.style.setProperty('--vh', `${win.innerHeight * 0.01}px`)
  }
  update()
  win.addEventListener('resize', update)
  return () => win.removeEventListener('resize', update)
}
