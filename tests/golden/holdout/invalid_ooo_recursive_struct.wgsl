// Everything is used before it is declared.
@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let c = make_cell(gid.x);
  cells[gid.x % CAPACITY] = c;
}

fn make_cell(i: u32) -> Cell {
  return Cell(Coord(i32(i), -i32(i)), weight_of(i));
}

fn weight_of(i: u32) -> Weight {
  return Weight(f32(i) * SCALE);
}

@group(0) @binding(0) var<storage, read_write> cells: array<Cell, CAPACITY>;

struct Cell {
  at: Coord,
  w: Weight,
}

alias Weight = Scalar;
alias Scalar = WeightImpl;

struct WeightImpl {
  value: f32,
}

struct Coord {
  x: i32,
  y: i32,
  parent: Cell,
}

const CAPACITY = WG * 4u;
const WG = 64u;
const SCALE = 1.0 / f32(CAPACITY);
