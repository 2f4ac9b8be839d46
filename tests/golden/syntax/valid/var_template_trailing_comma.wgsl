@group(0) @binding(0) var<storage, read,> s: i32;
@group(0) @binding(1) var<storage, read_write,> t: i32;
