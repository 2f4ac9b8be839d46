fn helper() -> f32 { return 1.0; }

var<private> x: helper;
