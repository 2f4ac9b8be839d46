#include "common.wgsl"
fn main() {}
