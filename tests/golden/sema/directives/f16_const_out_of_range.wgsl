enable f16;
const HALF_MAX_PLUS: f16 = 70000.0;
