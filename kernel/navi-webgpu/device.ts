// Which device and weights: WebGPU when an adapter exists (q4f16 only when it has shader-f16,
// which the library does not check itself), otherwise WebAssembly on the CPU. Said plainly.
import type { DevicePreference, DeviceReport, Dtype } from './protocol.ts';

interface GpuAdapterLike {
  features: { has(f: string): boolean };
  info?: { vendor?: string; architecture?: string; description?: string };
}

export interface DeviceChoice {
  device: 'webgpu' | 'wasm';
  /** Weight files to try, best first. */
  dtypes: Dtype[];
  adapter: DeviceReport['adapter'];
  why: string;
}

export async function chooseDevice(pref: DevicePreference): Promise<DeviceChoice> {
  let adapter: GpuAdapterLike | null = null;
  let why = '';
  const gpu = (navigator as { gpu?: { requestAdapter(): Promise<GpuAdapterLike | null> } }).gpu;
  if (pref === 'wasm') why = 'WebAssembly was chosen';
  else if (!gpu) why = 'this browser has no WebGPU';
  else {
    adapter = await gpu.requestAdapter().catch(() => null);
    if (!adapter) why = 'no WebGPU adapter is available';
  }
  if (!adapter) return { device: 'wasm', dtypes: ['q4', 'fp32'], adapter: null, why };
  const shaderF16 = adapter.features.has('shader-f16');
  const info = { vendor: adapter.info?.vendor ?? '', architecture: adapter.info?.architecture ?? '', description: adapter.info?.description ?? '', shaderF16 };
  return {
    device: 'webgpu',
    dtypes: shaderF16 ? ['q4f16', 'q4', 'fp16', 'fp32'] : ['q4', 'fp32'],
    adapter: info,
    why: shaderF16 ? 'the adapter supports shader-f16' : 'the adapter has no shader-f16, so not q4f16',
  };
}

export function deviceLine(choice: DeviceChoice, dtype: Dtype): string {
  if (choice.device === 'webgpu') {
    const a = choice.adapter!;
    const name = [a.vendor, a.architecture].filter(Boolean).join(' ') || a.description || 'unknown adapter';
    return `WebGPU on ${name}, ${dtype} weights (${choice.why}).`;
  }
  return `CPU (WebAssembly), ${dtype} weights: ${choice.why}. Slower than WebGPU.`;
}
