// All of the fr texts in one chunk, loaded only when someone reads the app in this language.
export default import.meta.glob<Record<string, unknown>>('../../locales/fr/*.json', {
  eager: true,
  import: 'default',
})
