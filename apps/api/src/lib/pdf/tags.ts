import {
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from 'pdf-lib'

/**
 * A tagged PDF's logical structure, written with pdf-lib's low-level objects (it has no API for
 * it): what a screen reader follows and reads in order (docs/decisions/045-quote-document.md).
 *
 * Everything drawn is either marked content of a structure element (`/P <</MCID 3>> BDC … EMC`,
 * the element's `/K` naming that MCID on that page) or an artifact (rules, shading, running
 * footers and page numbers). `finish` writes the StructTreeRoot, its ParentTree (for each page,
 * the element of each MCID), `/MarkInfo <</Marked true>>`, the language and the title.
 */

export type Role =
  | 'Document'
  | 'H1'
  | 'H2'
  | 'P'
  | 'Table'
  | 'THead'
  | 'TBody'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure'

type Kid = { element: StructElement } | { page: PDFPage; mcid: number }

export type StructElement = {
  role: Role
  parent: StructElement | null
  kids: Kid[]
  /** A figure's words for people who cannot see it. */
  alt?: string
  /** A figure's box on its page: [left, bottom, right, top] in points. */
  bbox?: [number, number, number, number]
  /** A header cell's scope: its column, or its row. */
  scope?: 'Column' | 'Row'
}

export function createTagger(doc: PDFDocument) {
  const root: StructElement = { role: 'Document', parent: null, kids: [] }
  /** Per page, in order of first marking: the element each of its MCIDs belongs to. */
  const pages = new Map<PDFPage, StructElement[]>()

  // BDC's operands are a tag and an inline dictionary; pdf-lib's operand type leaves
  // dictionaries out, but writes any object it is given.
  const begin = (tag: string, properties: Record<string, string | number>) =>
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of(tag),
      doc.context.obj(properties) as unknown as PDFName,
    ])
  const end = () => PDFOperator.of(PDFOperatorNames.EndMarkedContent)

  return {
    root,

    /** A new element, last among its parent's children. */
    element(role: Role, parent: StructElement = root, extra: Partial<StructElement> = {}) {
      const element: StructElement = { role, parent, kids: [], ...extra }
      parent.kids.push({ element })
      return element
    },

    /** Draws as content of `element`: one marked-content sequence with the page's next MCID. */
    async marked<T>(page: PDFPage, element: StructElement, draw: () => Promise<T> | T) {
      const ids = pages.get(page) ?? []
      pages.set(page, ids)
      const mcid = ids.length
      ids.push(element)
      page.pushOperators(begin(element.role, { MCID: mcid }))
      const drawn = await draw()
      page.pushOperators(end())
      element.kids.push({ page, mcid })
      return drawn
    },

    /** Draws what is no content (a rule, a shade, a running footer): readers skip it. */
    async artifact<T>(
      page: PDFPage,
      draw: () => Promise<T> | T,
      type: 'Layout' | 'Pagination' = 'Layout',
    ) {
      page.pushOperators(begin('Artifact', { Type: type }))
      const drawn = await draw()
      page.pushOperators(end())
      return drawn
    },

    /** Writes the structure tree, the page links to it, and the document's language and title. */
    finish({ language, title }: { language: string; title: string }) {
      const context = doc.context
      const treeRef = context.nextRef()
      const refs = new Map<StructElement, PDFRef>()
      const walk = (e: StructElement): StructElement[] => [
        e,
        ...e.kids.flatMap((k) => ('element' in k ? walk(k.element) : [])),
      ]
      const elements = walk(root)
      for (const e of elements) refs.set(e, context.nextRef())

      for (const e of elements) {
        const firstPage = e.kids.find((k): k is { page: PDFPage; mcid: number } => 'page' in k)
        const kids = e.kids.map((k) => {
          if ('element' in k) return refs.get(k.element)!
          // An MCID on the element's own page is a number; on another page, a reference to it.
          if (k.page === firstPage?.page) return PDFNumber.of(k.mcid)
          return context.obj({ Type: 'MCR', Pg: k.page.ref, MCID: k.mcid })
        })
        const dict = context.obj({
          Type: 'StructElem',
          S: e.role,
          P: e.parent ? refs.get(e.parent)! : treeRef,
          K: kids,
        })
        if (firstPage) dict.set(PDFName.of('Pg'), firstPage.page.ref)
        if (e.alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(e.alt))
        if (e.scope) dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: e.scope }))
        if (e.bbox)
          dict.set(PDFName.of('A'), context.obj({ O: 'Layout', BBox: e.bbox, Placement: 'Block' }))
        context.assign(refs.get(e)!, dict)
      }

      // The parent tree: for each page (its StructParents key), the element of each MCID.
      const nums: PDFObject[] = []
      let key = 0
      for (const page of doc.getPages()) {
        const ids = pages.get(page)
        if (!ids) continue
        page.node.set(PDFName.of('StructParents'), PDFNumber.of(key))
        // Tab order follows the structure.
        page.node.set(PDFName.of('Tabs'), PDFName.of('S'))
        nums.push(PDFNumber.of(key), context.obj(ids.map((e) => refs.get(e)!)))
        key += 1
      }
      context.assign(
        treeRef,
        context.obj({
          Type: 'StructTreeRoot',
          K: refs.get(root)!,
          ParentTree: context.obj({ Nums: nums }),
          ParentTreeNextKey: key,
        }),
      )
      doc.catalog.set(PDFName.of('StructTreeRoot'), treeRef)
      doc.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
      doc.catalog.set(PDFName.of('Lang'), PDFString.of(language))
      // The title, shown in the reader's title bar instead of the file name.
      doc.setTitle(title, { showInWindowTitleBar: true })
    },
  }
}
export type Tagger = ReturnType<typeof createTagger>
