const qnan = bitcast<f32>(0x7fc00000u);
