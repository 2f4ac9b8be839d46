const N = 64u;
const GROUPS = 0u;
const PER_GROUP = N / GROUPS;
