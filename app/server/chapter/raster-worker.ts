/**
 * Rasterising diagrams off the main thread: resvg's renderAsync renders on libuv's pool but encodes the PNG back on
 * the main thread, where satori and the draft already run. Worker threads (one per spare core, at least one) do
 * the whole SVG -> PNG, and the main thread only posts the SVG and gets the bytes back. The worker's code is a
 * string (nothing for a bundler to rewrite) that loads resvg from node_modules, where Next leaves it
 * (serverExternalPackages). A worker is unreferenced while it has nothing to do, so it never keeps a process
 * (the CLI, a test) alive; if one fails, its pictures and all later ones are drawn by the caller's fallback.
 */
import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { Resvg } = createRequire(workerData.base)('@resvg/resvg-js');
parentPort.on('message', ({ id, svg }) => {
  try {
    const png = new Resvg(svg, workerData.options).render().asPng();
    parentPort.postMessage({ id, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

interface Job {
  resolve: (png: Uint8Array) => void;
  reject: (e: Error) => void;
}
interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

let slots: Slot[] | null = null;
let broken = false;
let nextId = 0;

/** DUELSCRIBE_RASTER_WORKERS: how many (0: none, rasterise on libuv's pool); by default one per spare core. */
const size = () => {
  const asked = Number(process.env.DUELSCRIBE_RASTER_WORKERS);
  if (process.env.DUELSCRIBE_RASTER_WORKERS && Number.isInteger(asked) && asked >= 0)
    return Math.min(asked, 8);
  return Math.min(4, Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1));
};

function start(options: unknown): Slot[] {
  const base = path.join(process.cwd(), 'package.json');
  return Array.from({ length: size() }, () => {
    const slot: Slot = {
      worker: new Worker(SOURCE, { eval: true, workerData: { base, options } }),
      jobs: new Map(),
    };
    slot.worker.unref();
    slot.worker.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const job = slot.jobs.get(m.id);
      if (!job) return;
      slot.jobs.delete(m.id);
      if (slot.jobs.size === 0) slot.worker.unref();
      if (m.png) job.resolve(m.png);
      else job.reject(new Error(m.error ?? 'diagram raster failed'));
    });
    const fail = (e: Error) => {
      broken = true;
      slots = null;
      for (const job of slot.jobs.values()) job.reject(e);
      slot.jobs.clear();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slot.jobs.size > 0) fail(new Error(`diagram raster worker exited (${code})`));
    });
    return slot;
  });
}

/**
 * The SVG as PNG, rendered by a worker thread with resvg `options`; null when workers cannot be used here (the
 * caller then renders itself).
 */
export function rasterInWorker(svg: string, options: unknown): Promise<Uint8Array> | null {
  if (broken) return null;
  try {
    slots ??= start(options);
    if (slots.length === 0) return null;
  } catch {
    broken = true;
    return null;
  }
  const slot = slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    if (slot.jobs.size === 0) slot.worker.ref();
    slot.jobs.set(id, { resolve, reject });
    slot.worker.postMessage({ id, svg });
  });
}
