enable subgroups;
const c: u32 = 128;
fn foo() { _ = subgroupShuffleDown(0, c); }
