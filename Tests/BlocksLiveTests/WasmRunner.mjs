// Plays scripts of live-block calls on the blocks' WebAssembly modules and writes down what they
// answered, for LiveWasmTests to compare with the same calls made natively.
//
//   node WasmRunner.mjs SCRIPTS OUTPUT
//
// SCRIPTS is JSON: [{module, options, operations}], the module being the path of the block's
// <id>.wasm, whose block 0 the script plays; each operation [0, phase, x, y, time] for a
// pointer, [1, key, time] for a key, [2, time] for a frame. OUTPUT gets JSON: per script its
// markup at the start, and per frame the change text, the counters and the latest announcement;
// OUTPUT.values gets every frame's layout numbers as little-endian 64-bit floats, in order.
import { readFileSync, writeFileSync } from "node:fs";

const [scriptsPath, outputPath] = process.argv.slice(2);
const instances = new Map();
let live;
const decoder = new TextDecoder();
const text = (handle, length) =>
  length > 0 ? decoder.decode(new Uint8Array(live.memory.buffer, live.blocks_live_buffer(handle), length)) : "";

const results = [];
const values = [];
for (const script of JSON.parse(readFileSync(scriptsPath, "utf8"))) {
  if (!instances.has(script.module)) {
    instances.set(script.module, new WebAssembly.Instance(
      new WebAssembly.Module(readFileSync(script.module)), {}).exports);
  }
  live = instances.get(script.module);
  const handle = live.blocks_live_create(0, script.options);
  const result = { markup: text(handle, live.blocks_live_markup(handle)), frames: [] };
  const count = live.blocks_live_value_count(handle);
  for (const operation of script.operations) {
    if (operation[0] === 0) live.blocks_live_pointer(handle, operation[1], operation[2], operation[3], operation[4]);
    else if (operation[0] === 1) live.blocks_live_key(handle, operation[1], operation[2]);
    else if (operation[0] === 3) live.blocks_live_press(handle, operation[1], operation[2]);
    else {
      const length = live.blocks_live_frame(handle, operation[1]);
      const changes = length < 0 ? "(markup)" : text(handle, length);
      values.push(...new Float64Array(live.memory.buffer, live.blocks_live_values(handle), count));
      result.frames.push([
        changes, live.blocks_live_callbacks(handle), live.blocks_live_haptics(handle),
        live.blocks_live_announcements(handle), text(handle, live.blocks_live_announcement(handle)),
      ]);
    }
  }
  live.blocks_live_destroy(handle);
  results.push(result);
}
writeFileSync(outputPath, JSON.stringify(results));
writeFileSync(outputPath + ".values", new Uint8Array(new Float64Array(values).buffer));
