var<private> seed: u32 = seed + 1u;
