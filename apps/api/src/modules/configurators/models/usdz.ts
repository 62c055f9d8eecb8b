import type { MeshData } from './geometry'
import { type Look, linearColor, type TextureImage } from './looks'
import type { PlannedPart } from './plan'
import { storedZip } from './zip'

/** The root layer's name in the package: the first file, which AR Quick Look opens. */
export const USDZ_ROOT_LAYER = 'model.usda'

/** Numbers as USD text: seven significant digits, as three.js' exporter writes them, without trailing zeros. */
const num = (n: number) => String(Number(n.toPrecision(7)) + 0)
const tuple = (values: ArrayLike<number>, from: number, size: number) => {
  const out: string[] = []
  for (let k = 0; k < size; k++) out.push(num(values[from + k]!))
  return `(${out.join(', ')})`
}
const tuples = (values: ArrayLike<number>, size: number) => {
  const out: string[] = []
  for (let i = 0; i < values.length; i += size) out.push(tuple(values, i, size))
  return out.join(', ')
}
/** A string in USD text, quoted. */
const quoted = (text: string) =>
  `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`

/** Prim names are identifiers: letters, digits and underscores, not starting with a digit. */
function identifiers() {
  const taken = new Set<string>()
  return (text: string) => {
    let base = text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
    if (!base) base = 'Part'
    if (/^[0-9]/.test(base)) base = `_${base}`
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`
    taken.add(name)
    return name
  }
}

function meshPrim(mesh: MeshData, material: string, pad: string): string {
  const { positions, normals, uvs, indices } = mesh
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (let i = 0; i < positions.length; i++) {
    min[i % 3] = Math.min(min[i % 3]!, positions[i]!)
    max[i % 3] = Math.max(max[i % 3]!, positions[i]!)
  }
  const lines = [
    `def Mesh "Mesh" (`,
    `    prepend apiSchemas = ["MaterialBindingAPI"]`,
    `)`,
    `{`,
    `    uniform bool doubleSided = 0`,
    `    float3[] extent = [${tuple(min, 0, 3)}, ${tuple(max, 0, 3)}]`,
    `    int[] faceVertexCounts = [${new Array(indices.length / 3).fill(3).join(', ')}]`,
    `    int[] faceVertexIndices = [${Array.from(indices).join(', ')}]`,
    `    rel material:binding = <${material}>`,
    `    normal3f[] normals = [${tuples(normals, 3)}] (`,
    `        interpolation = "vertex"`,
    `    )`,
    `    point3f[] points = [${tuples(positions, 3)}]`,
    ...(uvs
      ? [
          `    texCoord2f[] primvars:st = [${tuples(uvs, 2)}] (`,
          `        interpolation = "vertex"`,
          `    )`,
        ]
      : []),
    `    uniform token subdivisionScheme = "none"`,
    `}`,
  ]
  return lines.map((l) => pad + l).join('\n')
}

function materialPrim(look: Look, path: string, name: string, file: string | null, pad: string) {
  const [r, g, b] = linearColor(look.color)
  const lines = [
    `def Material "${name}" (`,
    `    displayName = ${quoted(look.name)}`,
    `)`,
    `{`,
    `    token outputs:surface.connect = <${path}/PreviewSurface.outputs:surface>`,
    ``,
    `    def Shader "PreviewSurface"`,
    `    {`,
    `        uniform token info:id = "UsdPreviewSurface"`,
    file
      ? `        color3f inputs:diffuseColor.connect = <${path}/Texture.outputs:rgb>`
      : `        color3f inputs:diffuseColor = (${num(r)}, ${num(g)}, ${num(b)})`,
    `        float inputs:metallic = ${num(look.metalness)}`,
    `        float inputs:roughness = ${num(look.roughness)}`,
    `        token outputs:surface`,
    `    }`,
  ]
  if (file)
    lines.push(
      ``,
      `    def Shader "TexCoords"`,
      `    {`,
      `        uniform token info:id = "UsdPrimvarReader_float2"`,
      `        string inputs:varname = "st"`,
      `        float2 outputs:result`,
      `    }`,
      ``,
      `    def Shader "Texture"`,
      `    {`,
      `        uniform token info:id = "UsdUVTexture"`,
      `        asset inputs:file = @${file}@`,
      `        float2 inputs:st.connect = <${path}/TexCoords.outputs:result>`,
      `        token inputs:sourceColorSpace = "sRGB"`,
      // The picture tinted by the look's colour, as glTF's base colour factor does.
      `        float4 inputs:scale = (${num(r)}, ${num(g)}, ${num(b)}, 1)`,
      `        token inputs:wrapS = "repeat"`,
      `        token inputs:wrapT = "repeat"`,
      `        float3 outputs:rgb`,
      `    }`,
    )
  lines.push(`}`)
  return lines.map((l) => (l ? pad + l : l)).join('\n')
}

/**
 * A configured product as a USDZ for AR Quick Look: one root layer in USDA text (metres, Y up)
 * with an Xform per part holding its mesh, UsdPreviewSurface materials shared like the GLB's,
 * and their textures as files beside it, in a stored, 64-byte-aligned zip.
 */
export function writeUsdz(
  name: string,
  parts: PlannedPart[],
  textures: ReadonlyMap<string, TextureImage>,
): Uint8Array {
  const root = 'Product'
  const partName = identifiers()
  const materialName = identifiers()
  const fileName = identifiers()
  const materials = new Map<string, { path: string; prim: string }>()
  const files: { name: string; data: Uint8Array }[] = []
  const materialOf = (look: Look) => {
    let made = materials.get(look.key)
    if (made) return made.path
    const id = materialName(look.name)
    const path = `/${root}/Materials/${id}`
    const image = look.texture && textures.get(look.texture.itemId)
    const file = image ? `textures/${fileName(look.name)}.${image.extension}` : null
    if (image && file) files.push({ name: file, data: image.bytes })
    made = { path, prim: materialPrim(look, path, id, file, '        ') }
    materials.set(look.key, made)
    return path
  }

  const prims = parts.map((part) => {
    const material = materialOf(part.look)
    const m = part.matrix
    const rows = [0, 4, 8, 12].map((i) => tuple(m, i, 4)).join(', ')
    return [
      `    def Xform "${partName(part.name)}" (`,
      `        displayName = ${quoted(part.name)}`,
      `    )`,
      `    {`,
      `        matrix4d xformOp:transform = ( ${rows} )`,
      `        uniform token[] xformOpOrder = ["xformOp:transform"]`,
      ``,
      meshPrim(part.mesh, material, '        '),
      `    }`,
    ].join('\n')
  })

  const layer = [
    `#usda 1.0`,
    `(`,
    `    customLayerData = {`,
    `        string creator = "Designer"`,
    `    }`,
    `    defaultPrim = "${root}"`,
    `    doc = ${quoted(name)}`,
    `    metersPerUnit = 1`,
    `    upAxis = "Y"`,
    `)`,
    ``,
    `def Xform "${root}" (`,
    `    assetInfo = {`,
    `        string name = ${quoted(name)}`,
    `    }`,
    `    kind = "component"`,
    `)`,
    `{`,
    prims.join('\n\n'),
    ``,
    `    def Scope "Materials"`,
    `    {`,
    [...materials.values()].map((m) => m.prim).join('\n\n'),
    `    }`,
    `}`,
    ``,
  ].join('\n')
  return storedZip([{ name: USDZ_ROOT_LAYER, data: new TextEncoder().encode(layer) }, ...files])
}
