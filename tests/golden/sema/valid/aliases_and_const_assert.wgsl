alias Index = u32;
alias Idx = Index;
alias Color = vec4<f32>;
alias Palette = array<Color, 4>;
alias Grid = array<array<f32, 4>, 4>;

const PALETTE = Palette(Color(1.0), Color(0.5), Color(0.25), Color(0.0));
const N: Idx = 4u;
const_assert N == 4u;
const_assert all(PALETTE[1] == vec4f(0.5));

fn pick(i: Idx) -> Color {
  var g: Grid;
  g[i % N][0] = 1.0;
  return PALETTE[i % N] * g[i % N][0];
}
