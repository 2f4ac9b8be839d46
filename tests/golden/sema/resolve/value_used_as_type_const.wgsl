const N = 16u;
var<private> v: N;
