var<private> gain: f32 = 1u;
