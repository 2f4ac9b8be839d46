/* Collatz steps over a buffer, the classic first compute program of webgpu.h tutorials: each
 * invocation counts the steps from its number to 1; the results are checked against the CPU. */
#include "harness.h"

static const char *kShader =
    "@group(0) @binding(0) var<storage, read_write> v: array<u32>;\n"
    "fn collatz(n0: u32) -> u32 {\n"
    "  var n = n0; var i = 0u;\n"
    "  loop { if (n <= 1u) { break; } if (n % 2u == 0u) { n = n / 2u; } else { n = 3u * n + 1u; } i++; }\n"
    "  return i;\n"
    "}\n"
    "@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {\n"
    "  if (id.x < arrayLength(&v)) { v[id.x] = collatz(v[id.x]); }\n"
    "}\n";

static uint32_t steps(uint32_t n) {
  uint32_t i = 0;
  for (; n > 1; i++) n = n % 2 ? 3 * n + 1 : n / 2;
  return i;
}

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  enum { N = 1000 };
  uint32_t input[N], output[N];
  for (uint32_t i = 0; i < N; i++) input[i] = i + 1;
  WGPUBuffer data = harness_buffer(&h, sizeof input, WGPUBufferUsage_Storage | WGPUBufferUsage_CopyDst | WGPUBufferUsage_CopySrc);
  wgpuQueueWriteBuffer(h.queue, data, 0, input, sizeof input);
  WGPUShaderModule module = harness_module(&h, kShader);
  harness_dispatch(&h, module, &data, 1, (N + 63) / 64);
  CHECK(harness_read(&h, data, sizeof output, output));
  int wrong = 0;
  for (uint32_t i = 0; i < N; i++) wrong += output[i] != steps(i + 1);
  printf("collatz: steps(1..4) = %u %u %u %u, steps(27) = %u, steps(1000) = %u; %d of %d wrong\n", output[0],
         output[1], output[2], output[3], output[26], output[999], wrong, N);
  CHECK(wrong == 0);
  wgpuShaderModuleRelease(module);
  wgpuBufferRelease(data);
  return harness_finish(&h, "collatz");
}
