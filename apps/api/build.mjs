// Bundles the API into dist/server.js. Our workspace packages (the contract, in TypeScript)
// are bundled in; every other dependency stays an import from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@designer/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
