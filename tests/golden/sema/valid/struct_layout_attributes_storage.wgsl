struct Header {
  @size(16) magic: u32,
  @align(16) version: vec2u,
  flags: u32,
}
struct Record {
  id: u32,
  @align(8) value: vec2f,
  @size(32) pad_to_32: f32,
}
struct Table {
  header: Header,
  @align(32) records: array<Record>,
}
@group(0) @binding(0) var<storage, read_write> table: Table;

const_assert 32 >= 16;

@compute @workgroup_size(1)
fn main() {
  let n = arrayLength(&table.records);
  table.header.flags = n;
  table.records[0].value = vec2f(table.header.version);
}
