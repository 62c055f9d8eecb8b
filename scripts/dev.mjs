// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /v1).
import { run } from './lib.mjs'

const api = run('npm', ['run', 'dev', '-w', '@designer/api'])
const web = run('npm', ['run', 'dev', '-w', '@designer/web'])
process.exit(await Promise.race([api, web]))
