enable subgroups;
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
fn h1(p: ptr<function, u32>, a: u32) {
  _ = textureSample(t, s, vec2f(f32(5u)));
  (*p) ^= a;
  (*p) = rw[0];
  return;
}
fn h2(p: ptr<function, u32>, a: u32) {
  for (var k3 = 0u; k3 < pv; k3++) {
    switch ((select(a, pv, 5u < 5u) * a)) {
      case 0u: {
        (*p) = pv;
        continue;
      }
      default: {
        if ((un.x != 5u || (un.y != un.x || 7u == un.y))) {
          (*p) = k3;
        } else {
          _ = dpdx(f32(un.y));
        }
      }
    }
    if (select(k3, un.y, 6u != un.x) < (*p)) {
      if (a == 3u) {
        (*p) = (*p);
        _ = dpdx(f32(select((select(un.x, a, a != un.x) & a), un.x, pv == (*p))));
      }
      @diagnostic(error, derivative_uniformity) if (un.x == k3) {
        _ = (pv * a);
        _ = 5u;
      }
    }
    loop {
      if (rw[0] == a) { break; }
      @diagnostic(off, subgroup_uniformity) if (((1u == un.x && un.y < 3u) && un.z != 7u)) {
        _ = quadSwapY(4u);
        if (un.z == 5u) {
          (*p) = 5u;
          _ = quadSwapY(a);
        } else {
          _ = dpdx(f32(1u));
          (*p) ^= 8u;
        }
      } else {
        _ = textureSample(t, s, vec2f(f32(rw[0])));
      }
      (*p) += (5u ^ select(un.x, 5u, a == un.x));
      continuing {
        if ((5u != 5u || (a != 5u || a < (*p)))) {
          _ = quadSwapY(un.x);
        } else {
          var v4 = un.y;
        }
        _ = dpdx(f32(a));
        break if (k3 < rw[0] || (5u == 4u || un.x != (*p)));
      }
    }
    @diagnostic(error, subgroup_uniformity) if (((a == un.x && un.y != a) || 2u == pv)) {
      if (((un.y > 5u || a > un.x) || (4u > un.y || un.x < k3))) {
        if (un.y == un.y) {
          _ = quadSwapY(un.x);
          return;
        }
      } else {
        _ = dpdx(f32(un.x));
      }
    }
  }
  if ((rw[0] == 5u || a != 9u)) {
    (*p) = select(un.y, un.y, 7u == (a * un.y));
    (*p) = a;
    switch (rw[0]) {
      case 0u: {
        _ = textureSample(t, s, vec2f(f32(5u)));
        (*p) += 5u;
      }
      default: {
        if (a != un.y) {
          if ((un.z * 5u) < pv) {
            _ = dpdx(f32((un.z & a)));
          } else {
            if (1u > un.x) {
              var v5 = un.z;
              v5 ^= 5u;
            } else {
              _ = dpdx(f32(pv));
              h1(&(*p), 1u);
            }
            if (a > (*p)) {
              if (8u != select(a, (a * a), un.y != a)) {
                @diagnostic(error, subgroup_uniformity) if ((select(7u, un.x, un.x != a) < (a & un.x) && a == (*p))) {
                  (*p) += 5u;
                }
                var v6 = un.y;
                break;
              } else {
                _ = textureSample(t, s, vec2f(f32(6u)));
              }
              break;
            } else {
              @diagnostic(info, subgroup_uniformity) if (((un.x != a || a != (*p)) || (un.y > a && 2u > 5u))) {
                if ((5u != (*p) || un.z < un.y)) {
                  @diagnostic(warning, subgroup_uniformity) if (((a > un.y && (*p) > un.y) || a > a)) {
                    if ((5u < 1u || 9u == un.z)) {
                      (*p) += a;
                    } else {
                      (*p) = select(un.z, 4u, un.z < pv);
                      if (a > un.x) {
                        _ = textureSample(t, s, vec2f(f32(rw[0])));
                        (*p) ^= un.x;
                        return;
                      } else {
                        (*p) ^= (*p);
                        return;
                      }
                    }
                    break;
                  } else {
                    (*p) ^= un.y;
                  }
                  _ = fwidthFine(f32(a));
                }
                _ = pv;
              }
            }
          }
          (*p) ^= rw[0];
        } else {
          (*p) = pv;
          (*p) = a;
        }
        var v7 = un.z;
        return;
      }
    }
    loop {
      if (select(a, a, 3u < 4u) > a) { break; }
      (*p) = pv;
      (*p) += (*p);
    }
  }
  switch (rw[0]) {
    case 0u: {
      _ = textureSample(t, s, vec2f(f32(a)));
      break;
    }
    default: {
      @diagnostic(info, subgroup_uniformity) if (pv != 2u) {
        (*p) ^= a;
        if (un.y < 5u) {
          _ = dpdx(f32(a));
        } else {
          (*p) = (5u + un.y);
          var v8 = (*p);
        }
      } else {
        _ = textureSample(t, s, vec2f(f32(rw[0])));
        (*p) = a;
      }
    }
  }
  if (a > a) {
    h1(&(*p), a);
  }
}
fn h9(a: u32) {
  _ = textureSample(t, s, vec2f(f32(a)));
  for (var k10 = 0u; k10 < rw[0]; k10++) {
    _ = a;
  }
}
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  for (var k11 = 0u; k11 < 1u; k11++) {
    _ = quadSwapY((5u & un.x));
    _ = dpdx(f32(k11));
    pv = 5u;
    while (pv > 4u) {
      if ((un.z < select(un.y, sid, k11 == 7u) || un.z == 5u)) {
        pv = 4u;
      } else {
        pv = 0u;
        _ = fwidthFine(f32(sid));
      }
      if ((pv == un.y || 8u > k11)) {
        pv += 1u;
      } else {
        pv = 5u;
      }
    }
  }
  @diagnostic(off, subgroup_uniformity) if (4u == un.x) {
    pv = un.y;
    pv += 1u;
    pv = 5u;
    return;
  }
  return;
}
