@group(0) @binding(0) var<uniform> grid_size: vec2u;
@group(0) @binding(1) var<storage, read> cells_in: array<u32>;
@group(0) @binding(2) var<storage, read_write> cells_out: array<u32>;

fn cell_index(cell: vec2u) -> u32 {
  return (cell.y % grid_size.y) * grid_size.x + (cell.x % grid_size.x);
}

fn cell_active(x: u32, y: u32) -> u32 {
  return cells_in[cell_index(vec2(x, y))];
}

@compute @workgroup_size(8, 8)
fn compute_main(@builtin(global_invocation_id) cell: vec3u) {
  let active_neighbors = cell_active(cell.x + 1, cell.y + 1) +
                         cell_active(cell.x + 1, cell.y) +
                         cell_active(cell.x + 1, cell.y - 1) +
                         cell_active(cell.x, cell.y - 1) +
                         cell_active(cell.x - 1, cell.y - 1) +
                         cell_active(cell.x - 1, cell.y) +
                         cell_active(cell.x - 1, cell.y + 1) +
                         cell_active(cell.x, cell.y + 1);
  let i = cell_index(cell.xy);
  switch active_neighbors {
    case 2: {
      cells_out[i] = cells_in[i];
    }
    case 3: {
      cells_out[i] = 1;
    }
    default: {
      cells_out[i] = 0;
    }
  }
}

struct VertexInput {
  @location(0) pos: vec2f,
  @builtin(instance_index) instance: i32,
}

struct VertexOutput {
  @builtin(position) pos: vec4f,
  @location(0) cell: vec2f,
}

@vertex
fn vertex_main(input: VertexInput) -> VertexOutput {
  let i = f32(input.instance);
  let cell = vec2f(i % f32(grid_size.x), floor(i / f32(grid_size.x)));
  let state = f32(cells_in[input.instance]);
  let cell_offset = cell / vec2f(grid_size) * 2;
  let grid_pos = (input.pos * state + 1) / vec2f(grid_size) - 1 + cell_offset;
  var output: VertexOutput;
  output.pos = vec4f(grid_pos, 0, 1);
  output.cell = cell;
  return output;
}

@fragment
fn fragment_main(input: VertexOutput) -> @location(0) vec4f {
  let c = input.cell / vec2f(grid_size);
  return vec4f(c, 1 - c.x, 1);
}
