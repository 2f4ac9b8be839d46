struct WorkItem {
  begin: u32,
  end: u32,
  kind: u32,
}

@group(0) @binding(0) var<storage, read> queue: array<WorkItem>;
@group(0) @binding(1) var<storage, read_write> queue_head: atomic<u32>;
@group(0) @binding(2) var<storage, read_write> values: array<f32>;

var<workgroup> current: WorkItem;
var<workgroup> table: array<f32, 64>;

@compute @workgroup_size(64)
fn persistent(@builtin(local_invocation_index) li: u32) {
  for (var iter = 0; iter < 16; iter++) {
    if (li == 0u) {
      let slot = atomicAdd(&queue_head, 1u);
      current = queue[min(slot, arrayLength(&queue) - 1u)];
    }
    let item = current;
    if (item.kind == 0u) {
      break;
    }
    table[li] = f32(item.kind);
    let first = workgroupUniformLoad(&table[0]);
    for (var i = item.begin + li; i < item.end; i += 64u) {
      values[i] = values[i] * first;
    }
    workgroupBarrier();
  }
}
