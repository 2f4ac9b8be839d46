const max_lights : u32 16u;
