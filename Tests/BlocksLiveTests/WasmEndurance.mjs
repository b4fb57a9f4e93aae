// Long and hostile runs of the live blocks' WebAssembly modules, for LiveEnduranceTests and for
// the figures in BENCHMARKS.md. Prints one JSON object.
//
//   node WasmEndurance.mjs moves COUNT MODULE...        COUNT pointer moves at one instant, per block
//   node WasmEndurance.mjs random COUNT SEED MODULE...  COUNT random events per block
//   node WasmEndurance.mjs memory-full MODULE           creates blocks until the module says no
//
// Each MODULE is a block's <id>.wasm, which runs that block as its block 0; `block` in the output
// is the module's position among the arguments.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [mode, ...rest] = process.argv.slice(2);
const countText = mode === "memory-full" ? "0" : rest.shift();
const seedText = mode === "random" ? rest.shift() : "1";
const count = Number(countText);
// Each block's module, instantiated once; `blocks` are their positions.
const modules = rest.map((path) =>
  new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), {}).exports);
const blocks = modules.map((_, block) => block);

// SplitMix64, as the Swift tests' generator, so a seed replays the same events.
function generator(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  return () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return Number((z ^ (z >> 31n)) >> 11n) / 2 ** 53;
  };
}

const result = { blocks: [] };
if (mode === "moves") {
  for (const block of blocks) {
    const live = modules[block];
    const handle = live.blocks_live_create(0, 0);
    live.blocks_live_pointer(handle, 0, 20, 20, 0.1);
    const start = performance.now();
    for (let index = 0; index < count; index += 1) {
      live.blocks_live_pointer(handle, 1, 20 + (index % 200), 20, 0.2);
    }
    const seconds = (performance.now() - start) / 1000;
    live.blocks_live_pointer(handle, 2, 20, 20, 0.2);
    live.blocks_live_frame(handle, 1);
    live.blocks_live_destroy(handle);
    result.blocks.push({ block, seconds, memory: live.memory.buffer.byteLength });
  }
} else if (mode === "random") {
  for (const block of blocks) {
    const random = generator(Number(seedText) + block);
    const live = modules[block];
    const handle = live.blocks_live_create(0, 0);
    let time = 0;
    const memory = [];
    const start = performance.now();
    for (let index = 1; index <= count; index += 1) {
      time += random() * 0.05;
      const pick = random();
      if (pick < 0.5) {
        live.blocks_live_pointer(handle, Math.floor(random() * 4), random() * 400, random() * 120, time);
      } else if (pick < 0.7) {
        live.blocks_live_key(handle, Math.floor(random() * 3), time);
      } else {
        live.blocks_live_frame(handle, time);
      }
      if (index % (count / 4) === 0) memory.push(live.memory.buffer.byteLength);
    }
    const seconds = (performance.now() - start) / 1000;
    result.blocks.push({
      block, seconds, memory, callbacks: live.blocks_live_callbacks(handle),
      announcements: live.blocks_live_announcements(handle),
    });
    live.blocks_live_destroy(handle);
  }
} else if (mode === "memory-full") {
  const live = modules[0];
  const handles = [];
  for (;;) {
    const handle = live.blocks_live_create(0, 0);
    if (handle === 0) break;
    live.blocks_live_frame(handle, 0.1);
    handles.push(handle);
  }
  result.created = handles.length;
  result.memory = live.memory.buffer.byteLength;
  for (const handle of handles) live.blocks_live_destroy(handle);
  const again = live.blocks_live_create(0, 0);
  result.createdAfterFreeing = again !== 0;
  live.blocks_live_destroy(again);
}
console.log(JSON.stringify(result));
