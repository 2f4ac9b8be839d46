// Module-scope declarations may be used before they are declared.
@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid : vec3u) {
  results[gid.x] = helper(gid.x);
}

fn helper(i : u32) -> Result {
  return Result(f32(i) * SCALE, Kind(i % KINDS));
}

alias Kind = u32;

@group(0) @binding(0) var<storage, read_write> results : array<Result>;

struct Result {
  value : f32,
  kind : Kind,
}

const SCALE = BASE * 2.0;
const BASE = 1.5;
const KINDS = 4u;
override WG : u32 = KINDS * 16u;
const_assert SCALE == 3.0;
