struct Params { scale: f32 }
var<uniform> params: Params;
