import sharp from 'sharp'

/**
 * The demo studio's logo: a table drawn in white on an indigo tile, with its top's grain, as a
 * PNG. Shapes only, so it looks the same on every machine (text would need the machine's fonts).
 */
export function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="20" fill="#4f46e5"/>
  <rect x="16" y="30" width="64" height="9" rx="2" fill="#fff"/>
  <rect x="22" y="39" width="7" height="30" rx="1.5" fill="#fff"/>
  <rect x="67" y="39" width="7" height="30" rx="1.5" fill="#fff"/>
  <rect x="29" y="47" width="38" height="3" rx="1" fill="#c7d2fe"/>
  <path d="M24 34.5h20M50 34.5h20" stroke="#c7d2fe" stroke-width="1.4" stroke-linecap="round"/>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
