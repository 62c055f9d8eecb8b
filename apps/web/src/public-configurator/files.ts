/**
 * The files a visitor takes away and the ways to see the product in their room. The 3D files
 * themselves are built by the server at addresses of their own (`modelPath` in the contract);
 * the picture is the 3D view's canvas.
 */

/** Whether this browser opens a `rel="ar"` link in AR Quick Look (Safari on iPhone and iPad). */
export function supportsQuickLook(): boolean {
  try {
    return document.createElement('a').relList.supports('ar')
  } catch {
    // Browsers without supported tokens for links throw instead of answering false.
    return false
  }
}

/**
 * How "View in your room" works here: Quick Look with the USDZ on an iPhone or iPad, Google's
 * Scene Viewer with the GLB on Android, and elsewhere (a computer) a QR code that opens the same
 * configuration on a phone.
 */
export type RoomViewer = 'quick-look' | 'scene-viewer' | 'qr-code'
export function roomViewerFor(quickLook: boolean, userAgent: string): RoomViewer {
  if (quickLook) return 'quick-look'
  if (/\bAndroid\b/i.test(userAgent)) return 'scene-viewer'
  return 'qr-code'
}

/**
 * The link that opens a GLB in Scene Viewer, in AR where the phone can (Google's documented
 * intent); a phone without it comes back to `pageUrl`. Both addresses are absolute.
 */
export function sceneViewerIntent(glbUrl: string, pageUrl: string, title: string): string {
  const query = new URLSearchParams({ file: glbUrl, mode: 'ar_preferred', title })
  return (
    `intent://arvr.google.com/scene-viewer/1.0?${query}#Intent;scheme=https;` +
    'package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;' +
    `S.browser_fallback_url=${encodeURIComponent(pageUrl)};end;`
  )
}

/** Hands an address (a canvas's `toDataURL()`) to the browser as a download. */
export function saveFile(url: string, filename: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
}

/** A file name from the configurator's name: `Dining table` → `dining-table`. */
export function fileNameOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return slug || 'configuration'
}
