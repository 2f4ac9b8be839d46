var<private> textures: array<texture_2d<f32>, 2>;
