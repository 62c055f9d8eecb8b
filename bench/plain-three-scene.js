// The yardstick page of bench/editor-frames.mjs: plain three.js drawing the same boxes, lights
// and shadows as the editor, with nothing else on the page, and as well as three.js itself can:
// the boxes of one material drawn as one InstancedMesh (the editor instances too, so a page
// drawing a mesh per box would flatter it).
import * as THREE from 'three'

const count = Number(new URLSearchParams(location.search).get('n') ?? 100)
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true })
renderer.setPixelRatio(1)
renderer.setSize(window.innerWidth, window.innerHeight)
renderer.shadowMap.enabled = true
document.body.style.margin = '0'
document.body.appendChild(renderer.domElement)

const scene = new THREE.Scene()
scene.background = new THREE.Color('#f4f4f5')
const camera = new THREE.PerspectiveCamera(45, window.innerWidth / window.innerHeight, 1, 400000)
const side = Math.ceil(Math.sqrt(count))
const extent = side * 600
camera.position.set(extent, extent * 0.8, extent)
camera.lookAt(0, 0, 0)

scene.add(new THREE.AmbientLight(0xffffff, 0.35))
scene.add(new THREE.HemisphereLight('#ffffff', '#d4d4d8', 0.6))
const key = new THREE.DirectionalLight('#ffffff', 1.6)
key.position.set(extent * 0.8, extent * 1.6, extent * 1.1)
key.castShadow = true
key.shadow.mapSize.set(2048, 2048)
Object.assign(key.shadow.camera, {
  left: -extent,
  right: extent,
  top: extent,
  bottom: -extent,
  far: extent * 6,
})
scene.add(key)

const colors = ['#c8a165', '#6e4329', '#8a9099', '#d9d4c7', '#3f6b5a', '#b5523b']
const materials = colors.map(
  (c) => new THREE.MeshStandardMaterial({ color: c, roughness: 0.62, metalness: 0.05 }),
)
const geometry = new THREE.BoxGeometry(400, 400, 400)
const place = new THREE.Matrix4()
materials.forEach((material, m) => {
  const mine = Math.floor(count / materials.length) + (m < count % materials.length ? 1 : 0)
  const boxes = new THREE.InstancedMesh(geometry, material, mine)
  boxes.castShadow = true
  boxes.receiveShadow = true
  for (let k = 0; k < mine; k++) {
    const i = k * materials.length + m
    place.makeTranslation(
      (i % side) * 600 - extent / 2,
      200,
      Math.floor(i / side) * 600 - extent / 2,
    )
    boxes.setMatrixAt(k, place)
  }
  scene.add(boxes)
})

function frame() {
  renderer.render(scene, camera)
  requestAnimationFrame(frame)
}
requestAnimationFrame(frame)
window.benchReady = true
