@group(0) @binding(0) var t: texture_storage_2d<rgba8unorm, 1 + 2>;
