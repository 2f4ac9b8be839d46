@group(0) @binding(0) var<private> seed: u32;
