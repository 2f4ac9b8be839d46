@id(-1) override workgroup_x: u32 = 64u;
