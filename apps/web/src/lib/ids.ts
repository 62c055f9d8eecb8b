/** An id formulas and rules can name, from a name: "Leg style" → legStyle, unique among `taken`. */
export function idFrom(name: string, taken: Iterable<string>, fallback = 'option'): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  let base = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
  if (!/^[A-Za-z_]/.test(base)) base = `${fallback}${base}`
  base = base.slice(0, 36)
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`
}
