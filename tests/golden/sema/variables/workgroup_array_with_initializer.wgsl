var<workgroup> tile: array<u32, 4> = array<u32, 4>(0u, 0u, 0u, 0u);
