struct SortUniforms {
  k: u32,
  j: u32,
  count: u32,
  descending: u32,
}

@group(0) @binding(0) var<storage, read_write> keys: array<f32>;
@group(0) @binding(1) var<storage, read_write> values: array<u32>;
@group(0) @binding(2) var<uniform> u: SortUniforms;

fn swap_if(i: u32, l: u32, ascending: bool) {
  let a = keys[i];
  let b = keys[l];
  let out_of_order = select((a < b), (a > b), ascending);
  if (out_of_order) {
    keys[i] = b;
    keys[l] = a;
    let tv = values[i];
    values[i] = values[l];
    values[l] = tv;
  }
}

@compute @workgroup_size(64)
fn bitonic_step(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= u.count) {
    return;
  }
  let l = i ^ u.j;
  if (l > i && l < u.count) {
    var ascending = (i & u.k) == 0u;
    if (u.descending != 0u) {
      ascending = !ascending;
    }
    swap_if(i, l, ascending);
  }
}
