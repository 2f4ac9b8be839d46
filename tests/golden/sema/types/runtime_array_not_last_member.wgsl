struct Buffer {
  values: array<f32>,
  count: u32,
}
@group(0) @binding(0) var<storage, read_write> b: Buffer;
