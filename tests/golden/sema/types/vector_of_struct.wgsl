struct Pixel { r: f32, g: f32 }
var<private> v: vec3<Pixel>;
