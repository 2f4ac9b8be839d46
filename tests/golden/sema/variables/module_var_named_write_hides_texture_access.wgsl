var<private> write: i32;
@group(0) @binding(0) var t: texture_storage_1d<rgba8unorm, write>;
