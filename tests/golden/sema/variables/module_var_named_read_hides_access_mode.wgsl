var<private> read: i32;
@group(0) @binding(0) var<storage, read> s: i32;
