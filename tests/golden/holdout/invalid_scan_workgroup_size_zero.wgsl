// Work-efficient exclusive scan (Blelloch) over one block of 512 elements.
const BLOCK: u32 = 512u;
const HALF: u32 = BLOCK / 2u;

@group(0) @binding(0) var<storage, read> input: array<u32>;
@group(0) @binding(1) var<storage, read_write> output: array<u32>;
@group(0) @binding(2) var<storage, read_write> block_sums: array<u32>;

var<workgroup> temp: array<u32, BLOCK>;

@compute @workgroup_size(HALF, 0)
fn scan(@builtin(local_invocation_id) lid: vec3<u32>,
        @builtin(workgroup_id) wid: vec3<u32>) {
  let t = lid.x;
  let base = wid.x * BLOCK;
  let n = arrayLength(&input);

  temp[2u * t] = select(0u, input[base + 2u * t], base + 2u * t < n);
  temp[2u * t + 1u] = select(0u, input[base + 2u * t + 1u], base + 2u * t + 1u < n);

  var offset = 1u;
  for (var d = HALF; d > 0u; d >>= 1u) {
    workgroupBarrier();
    if (t < d) {
      let ai = offset * (2u * t + 1u) - 1u;
      let bi = offset * (2u * t + 2u) - 1u;
      temp[bi] += temp[ai];
    }
    offset *= 2u;
  }

  if (t == 0u) {
    block_sums[wid.x] = temp[BLOCK - 1u];
    temp[BLOCK - 1u] = 0u;
  }

  for (var d = 1u; d < BLOCK; d *= 2u) {
    offset >>= 1u;
    workgroupBarrier();
    if (t < d) {
      let ai = offset * (2u * t + 1u) - 1u;
      let bi = offset * (2u * t + 2u) - 1u;
      let x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  workgroupBarrier();

  if (base + 2u * t < n) {
    output[base + 2u * t] = temp[2u * t];
  }
  if (base + 2u * t + 1u < n) {
    output[base + 2u * t + 1u] = temp[2u * t + 1u];
  }
}
