override scale: f32 = 1.0;
const doubled = scale * 2.0;
