// Runs the `tessera` command line built for wasm32-wasip1 under Node's WASI, so that the
// engine's speed as WebAssembly can be compared with the native build on the same work.
// Usage: node wasi.mjs <tessera.wasm> <args>...
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [wasmPath, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['tessera', ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
