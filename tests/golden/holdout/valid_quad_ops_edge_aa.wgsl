enable subgroups;

@group(0) @binding(0) var<storage, read> heights: array<f32>;
@group(0) @binding(1) var<storage, read_write> slopes: array<vec2<f32>>;

@compute @workgroup_size(64)
fn slope(@builtin(global_invocation_id) gid: vec3<u32>) {
  let h = heights[gid.x];
  let hx = quadSwapX(h);
  let hy = quadSwapY(h);
  let hd = quadSwapDiagonal(h);
  let h0 = quadBroadcast(h, 0u);
  let mn = subgroupMin(h);
  let prod = subgroupMul(1.0);
  let down = subgroupShuffleDown(h, 1u);
  let x = subgroupShuffleXor(h, 2u);
  let s = subgroupShuffle(h, 0u);
  let b = subgroupBroadcast(h, 3u);
  let ands = subgroupAnd(gid.x);
  let ors = subgroupOr(gid.x);
  let xors = subgroupXor(gid.x);
  let excl_mul = subgroupExclusiveMul(2.0);
  let incl_mul = subgroupInclusiveMul(2.0);
  let noise = (down + x + s + b + mn + prod + excl_mul + incl_mul) * 0.0 + f32(ands ^ ors ^ xors) * 0.0;
  slopes[gid.x] = vec2<f32>(hx - h + (hd - h0) * 0.0, hy - h + noise);
}
