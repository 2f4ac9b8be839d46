@id(0) override tile_x: u32 = 8u;
@id(0) override tile_y: u32 = 8u;
