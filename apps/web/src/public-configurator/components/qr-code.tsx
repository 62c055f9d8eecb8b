import { useEffect, useState } from 'react'

type Matrix = { size: number; dark: (row: number, col: number) => boolean }

/** The code's modules, from the `qrcode` package, loaded only when a code is first shown. */
async function encode(text: string): Promise<Matrix> {
  const { create } = await import('qrcode')
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) }
}

/** One SVG path of the dark modules, each a unit square, inside a quiet zone of four. */
function pathOf({ size, dark }: Matrix, quiet: number) {
  let d = ''
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (dark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`
  return d
}

/**
 * A QR code of `text` as an SVG, crisp at any size; a placeholder of the same size while the
 * encoder loads. `label` names it for screen readers (what scanning it does).
 */
export function QrCode({
  text,
  label,
  className,
  onFailed,
}: {
  text: string
  label: string
  className?: string
  onFailed?: () => void
}) {
  const [matrix, setMatrix] = useState<Matrix | null>(null)
  useEffect(() => {
    let live = true
    encode(text).then(
      (m) => live && setMatrix(m),
      () => live && onFailed?.(),
    )
    return () => {
      live = false
    }
  }, [text, onFailed])
  const quiet = 4
  const extent = (matrix?.size ?? 29) + quiet * 2
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={matrix ? undefined : true}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="qr-code"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      {matrix && <path d={pathOf(matrix, quiet)} fill="#000000" />}
    </svg>
  )
}
