const WORKGROUP = 64u;
const TILE = 48u;
const_assert WORKGROUP % TILE == 0u;
