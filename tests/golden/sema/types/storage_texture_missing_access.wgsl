@group(0) @binding(0) var out_tex: texture_storage_2d<rgba8unorm>;
