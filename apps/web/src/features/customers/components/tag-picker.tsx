import { type CustomerTag, TAG_COLORS } from '@designer/contract'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/forms'
import { useCreateTag, useCustomerTags } from '../api/customers'
import { TagChip } from './labels'

/**
 * The customer's tags as chips, and a field to add one: a known tag is picked from the
 * suggestions as one types; a new name makes the tag (in the next colour of the palette).
 */
export function TagPicker({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string
  value: string[]
  onChange: (tagIds: string[]) => void
  describedBy?: string
}) {
  const { t } = useTranslation()
  const listId = useId()
  const tags = useCustomerTags()
  const create = useCreateTag()
  const [text, setText] = useState('')
  const all = tags.data ?? []
  const chosen = value.flatMap((tagId) => all.find((tag) => tag.id === tagId) ?? [])

  async function add() {
    const name = text.trim()
    if (!name) return
    let tag: Pick<CustomerTag, 'id'> | undefined = all.find(
      (candidate) => candidate.name.toLowerCase() === name.toLowerCase(),
    )
    if (!tag) {
      try {
        tag = await create.mutateAsync({ name, color: TAG_COLORS[all.length % TAG_COLORS.length] })
      } catch (err) {
        toast.error(errorText(t, err))
        return
      }
    }
    if (!value.includes(tag.id)) onChange([...value, tag.id])
    setText('')
  }

  return (
    <div className="grid gap-2">
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('customers.fields.tags')}>
          {chosen.map((tag) => (
            <li key={tag.id}>
              <TagChip tag={tag} onRemove={() => onChange(value.filter((v) => v !== tag.id))} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          list={listId}
          value={text}
          maxLength={40}
          autoComplete="off"
          aria-describedby={describedBy}
          placeholder={t('customers.tags.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void add()
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void add()}
          disabled={!text.trim()}
          loading={create.isPending}
        >
          <Plus aria-hidden="true" />
          {t('customers.tags.add')}
        </Button>
      </div>
      <datalist id={listId}>
        {all
          .filter((tag) => !value.includes(tag.id))
          .map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
      </datalist>
    </div>
  )
}
