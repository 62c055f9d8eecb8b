import { type Accessor, Document, type Material, NodeIO, type Texture } from '@gltf-transform/core'
import type { MeshData } from './geometry'
import { linearColor, type TextureImage } from './looks'
import type { PlannedPart } from './plan'

/**
 * A configured product as a binary glTF (GLB), written with glTF-Transform: each part once, as
 * a node with its own mesh named after it, in metres, Y up; one physically based material per
 * look, its texture embedded; no extensions. Identical shapes share their vertex data.
 */
export async function writeGlb(
  name: string,
  parts: PlannedPart[],
  textures: ReadonlyMap<string, TextureImage>,
): Promise<Uint8Array> {
  const doc = new Document()
  doc.getRoot().getAsset().generator = 'Designer'
  const buffer = doc.createBuffer()
  const scene = doc.createScene(name)
  doc.getRoot().setDefaultScene(scene)

  const images = new Map<string, Texture>()
  const imageOf = (itemId: string) => {
    let texture = images.get(itemId)
    const image = textures.get(itemId)
    if (!texture && image) {
      texture = doc
        .createTexture(`Texture ${images.size + 1}`)
        .setImage(image.bytes)
        .setMimeType(image.mimeType)
      images.set(itemId, texture)
    }
    return texture
  }

  const materials = new Map<string, Material>()
  const materialOf = ({ look }: PlannedPart) => {
    let material = materials.get(look.key)
    if (material) return material
    material = doc
      .createMaterial(look.name)
      .setBaseColorFactor([...linearColor(look.color), 1])
      .setRoughnessFactor(look.roughness)
      .setMetallicFactor(look.metalness)
    const texture = look.texture && imageOf(look.texture.itemId)
    if (texture) {
      material.setBaseColorTexture(texture)
      // Repeat is glTF's default wrap: the texture tiles across the part at its real size.
      material.getBaseColorTextureInfo()!.setWrapS(10497).setWrapT(10497)
    }
    materials.set(look.key, material)
    return material
  }

  const accessors = new Map<MeshData, Record<string, Accessor>>()
  const accessorsOf = (mesh: MeshData) => {
    let made = accessors.get(mesh)
    if (made) return made
    made = {
      POSITION: doc.createAccessor().setType('VEC3').setArray(mesh.positions).setBuffer(buffer),
      NORMAL: doc.createAccessor().setType('VEC3').setArray(mesh.normals).setBuffer(buffer),
      indices: doc.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer),
    }
    if (mesh.uvs) {
      // glTF's texture coordinates start at the picture's top; three.js' at its bottom.
      const uvs = new Float32Array(mesh.uvs)
      for (let i = 1; i < uvs.length; i += 2) uvs[i] = 1 - uvs[i]!
      made.TEXCOORD_0 = doc.createAccessor().setType('VEC2').setArray(uvs).setBuffer(buffer)
    }
    accessors.set(mesh, made)
    return made
  }

  for (const part of parts) {
    const { indices, ...attributes } = accessorsOf(part.mesh)
    const primitive = doc.createPrimitive().setIndices(indices!).setMaterial(materialOf(part))
    for (const [semantic, accessor] of Object.entries(attributes))
      primitive.setAttribute(semantic, accessor)
    const node = doc
      .createNode(part.name)
      .setMesh(doc.createMesh(part.name).addPrimitive(primitive))
      .setTranslation(part.transform.translation)
      .setRotation(part.transform.rotation)
      .setScale(part.transform.scale)
    scene.addChild(node)
  }
  return new NodeIO().writeBinary(doc)
}
