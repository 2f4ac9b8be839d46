const max_lights : u32;
