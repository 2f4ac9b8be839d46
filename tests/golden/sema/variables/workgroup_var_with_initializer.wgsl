var<workgroup> partial_sum: f32 = 0.0;
