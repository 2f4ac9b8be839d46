enable subgroups;
const d: i32 = -1;
fn foo() { _ = subgroupShuffle(0, d); }
