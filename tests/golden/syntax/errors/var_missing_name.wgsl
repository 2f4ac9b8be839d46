var<private> : f32;
