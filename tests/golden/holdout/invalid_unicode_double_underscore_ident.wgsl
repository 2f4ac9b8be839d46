/* Block comments /* can nest */ in WGSL. */
// Trailing commas are allowed nearly everywhere.

struct Schritt {
  Δt: f32,
  größe: vec2<f32>,
  名前: u32,
}

@group(0) @binding(0,) var<uniform> schritt: Schritt;
@group(0) @binding(1) var<storage, read_write> ergebnis: array<f32,>;

fn mischen(a: f32, b: f32, t: f32,) -> f32 {
  return a + (b - a) * t; /* inline */
}

@compute @workgroup_size(8, 8,)
fn haupt(
  @builtin(global_invocation_id) gid: vec3<u32>,
  @builtin(local_invocation_index) li: u32,
) {
  let werte = array<f32, 3>(1.0, 2.0, 3.0,);
  let v = vec3<f32>(werte[0], werte[1], werte[2],);
  let __unbenutzt = li;
  let x_ = mischen(v.x, v.y, schritt.Δt,);
  ergebnis[gid.x] = x_ * schritt.größe.x + f32(schritt.名前);
}
