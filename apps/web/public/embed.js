/*
 * Embeds a published configurator in another site (docs/decisions/023):
 *
 *   <script src="https://studio.example/embed.js" data-configurator="{id}" async></script>
 *
 * puts the configurator's page in a frame where the script stands. Optional attributes:
 * data-height (pixels, default 720), data-title, data-lang (en, es, fr).
 *
 * The frame speaks the versioned postMessage protocol `designer-configurator` v1. Its events
 * reach the site as DOM events on the frame, which bubble:
 *   configurator:ready            detail { configuratorId, version }
 *   configurator:change           detail { selections, price: { amount, currency } }
 *   configurator:quote-requested  detail { quoteId }
 * and each frame takes commands through `window.DesignerConfigurator`:
 *   DesignerConfigurator.get(id?)                     the embed (the first one without an id)
 *   embed.setSelections({ width: 1800, wood: 'oak' })
 *   embed.getState()                                  a Promise of { selections, price }
 * Only messages from the frame's own window and origin are read. Plain script, no build step,
 * no dependency: a shop page pays a few hundred bytes for it.
 */
;(() => {
  const PROTOCOL = 'designer-configurator'
  const VERSION = 1
  const registry = window.DesignerConfigurator || {
    version: VERSION,
    embeds: [],
    get(id) {
      return this.embeds.find((embed) => !id || embed.configuratorId === id) || null
    },
  }
  window.DesignerConfigurator = registry

  function mount(script) {
    const id = script.getAttribute('data-configurator')
    if (!id || script.getAttribute('data-mounted')) return
    script.setAttribute('data-mounted', 'true')
    const origin = new URL(script.src, window.location.href).origin
    const src = new URL(`/configurator/${encodeURIComponent(id)}`, origin)
    const lang = script.getAttribute('data-lang')
    if (lang) src.searchParams.set('lang', lang)

    const frame = document.createElement('iframe')
    frame.src = src.href
    frame.title = script.getAttribute('data-title') || 'Product configurator'
    frame.width = '100%'
    frame.height = script.getAttribute('data-height') || '720'
    frame.style.border = '0'
    frame.style.display = 'block'
    frame.style.maxWidth = '100%'
    frame.setAttribute('allow', 'xr-spatial-tracking; clipboard-write; fullscreen')
    frame.setAttribute('loading', 'lazy')
    script.parentNode.insertBefore(frame, script.nextSibling)

    const waiting = []
    const embed = {
      configuratorId: id,
      frame: frame,
      ready: false,
      setSelections: (selections) => {
        send({ type: 'setSelections', selections: selections })
      },
      getState: () =>
        new Promise((resolve) => {
          waiting.push(resolve)
          send({ type: 'getState' })
        }),
    }
    registry.embeds.push(embed)

    function send(command) {
      const message = Object.assign({ protocol: PROTOCOL, version: VERSION }, command)
      if (frame.contentWindow) frame.contentWindow.postMessage(message, origin)
    }

    window.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow || event.origin !== origin) return
      const data = event.data
      if (!data || data.protocol !== PROTOCOL || typeof data.type !== 'string') return
      if (data.type === 'state') {
        const state = { selections: data.selections, price: data.price }
        waiting.splice(0).forEach((resolve) => {
          resolve(state)
        })
        return
      }
      if (data.type === 'ready') embed.ready = true
      const detail = Object.assign({}, data)
      delete detail.protocol
      delete detail.type
      frame.dispatchEvent(
        new CustomEvent(`configurator:${data.type}`, { detail: detail, bubbles: true }),
      )
    })
  }

  if (document.currentScript) mount(document.currentScript)
  // Scripts added before this one ran (or copied twice) are mounted too, each once.
  for (const script of document.querySelectorAll('script[data-configurator]')) {
    if (/\/embed\.js(\?|$)/.test(script.src)) mount(script)
  }
})()
