import { SelectField, type SelectOption, type SelectOptionGroup } from '@/components/select-field'
import { cn } from '@/lib/utils'

/** The list parameters a filter can set: text or null (null, the default, is "all"). */
type FilterParam<P> = {
  [K in keyof P]: P[K] extends string | null ? (null extends P[K] ? K : never) : never
}[keyof P] &
  string

export type ListFilter<P> = {
  /** The list parameter (lib/use-list-params.ts) the filter sets. */
  param: FilterParam<P>
  label: string
  /** The first option, for no filter: "All stages". */
  all: string
  options: readonly (SelectOption | SelectOptionGroup)[]
  /**
   * The select's width from the small breakpoint up: a minimum, `sm:min-w-48`, that it
   * outgrows to show a longer choice whole (up to `max-w-80`), or a fixed one, `sm:w-48`.
   */
  width: string
}

/**
 * A list's filters, described as data: each a select in the toolbar that reads its value from
 * the list's parameters and writes it back, with "all" first. Their labels are read out, not
 * shown; their lists open under their start.
 */
export function ListFilters<P>({
  params,
  update,
  filters,
}: {
  params: P
  update: (patch: Partial<P>) => void
  filters: readonly ListFilter<P>[]
}) {
  return filters.map((filter) => (
    <SelectField
      key={filter.param}
      label={filter.label}
      hideLabel
      className={cn('w-full sm:w-auto sm:max-w-80', filter.width)}
      align="start"
      emptyLabel={filter.all}
      value={params[filter.param] as string | null}
      // The parameters are read back through the list's schema, which checks the value.
      onValueChange={(value) => update({ [filter.param]: value } as Partial<P>)}
      options={filter.options}
    />
  ))
}
