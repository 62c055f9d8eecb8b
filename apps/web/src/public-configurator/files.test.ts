import { describe, expect, test } from 'vitest'
import { fileNameOf, roomViewerFor, sceneViewerIntent } from './files'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36'

describe('View in your room', () => {
  test('Quick Look where Safari offers it, Scene Viewer on Android, a QR code elsewhere', () => {
    expect(roomViewerFor(true, IPHONE)).toBe('quick-look')
    expect(roomViewerFor(false, PIXEL)).toBe('scene-viewer')
    expect(roomViewerFor(false, MAC)).toBe('qr-code')
    // Chrome on an iPhone has no Quick Look links: the code is the way there.
    expect(roomViewerFor(false, IPHONE)).toBe('qr-code')
  })

  test('Scene Viewer’s intent carries the GLB’s whole address and comes back to the page', () => {
    const glb = 'https://studio.example/v1/public/configurators/abc/model.glb?W=2000&wood=walnut'
    const page = 'https://studio.example/configurator/abc?W=2000&wood=walnut'
    const intent = sceneViewerIntent(glb, page, 'Mesa & silla')
    const [link, extras] = intent.split('#Intent;') as [string, string]
    expect(link.startsWith('intent://arvr.google.com/scene-viewer/1.0?')).toBe(true)
    const query = new URL(link.replace('intent://', 'https://')).searchParams
    // The GLB's own query survives inside the intent's, and nothing leaks into it.
    expect(query.get('file')).toBe(glb)
    expect(query.get('mode')).toBe('ar_preferred')
    expect(query.get('title')).toBe('Mesa & silla')
    expect([...query.keys()]).toEqual(['file', 'mode', 'title'])
    expect(extras.split(';')).toEqual([
      'scheme=https',
      'package=com.google.android.googlequicksearchbox',
      'action=android.intent.action.VIEW',
      `S.browser_fallback_url=${encodeURIComponent(page)}`,
      'end',
      '',
    ])
  })

  test('file names from the configurator’s name', () => {
    expect(fileNameOf('Mesa de comedor · Nogal')).toBe('mesa-de-comedor-nogal')
    expect(fileNameOf('***')).toBe('configuration')
  })
})
