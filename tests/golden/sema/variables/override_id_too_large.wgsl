@id(65536) override workgroup_x: u32 = 64u;
