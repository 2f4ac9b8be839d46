@group(0) @binding(0) var<storage, read> flags: array<u32>;
@group(0) @binding(1) var<storage, read> scanned: array<u32>;
@group(0) @binding(2) var<storage, read> payload: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> compacted: array<vec4<f32>>;
@group(0) @binding(4) var<storage, read_write> compacted_count: u32;

@compute @workgroup_size(128)
fn scatter_kept(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = arrayLength(&flags);
  let i = gid.x;
  if (i >= n) {
    return;
  }
  if (flags[i] != 0u) {
    compacted[scanned[i]] = payload[i];
  }
  if (i == n - 1u) {
    compacted_count = scanned[i] + flags[i];
  }
}
