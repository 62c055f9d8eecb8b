import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'

const DEBOUNCE_MS = 300

/**
 * A search box that reports what was typed once typing pauses (or at once on Enter), and
 * follows `value` when it changes from outside, as on back and forward.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string
  onSearch: (q: string) => void
  label: string
  placeholder: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const report = useRef(onSearch)
  report.current = onSearch

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    const q = text.trim()
    if (q === sent.current) return
    const timer = setTimeout(() => {
      sent.current = q
      report.current(q)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  function now(q: string) {
    setText(q)
    sent.current = q.trim()
    report.current(q.trim())
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for Safari 16 and jsdom
    <form
      role="search"
      className="relative w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault()
        now(text)
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault()
            now('')
          }
        }}
        aria-label={label}
        placeholder={placeholder}
        className="pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => now('')}
          aria-label={t('common.clearSearch')}
          className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  )
}
