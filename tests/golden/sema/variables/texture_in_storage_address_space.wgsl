@group(0) @binding(0) var<storage, read_write> img: texture_storage_2d<rgba8unorm, write>;
