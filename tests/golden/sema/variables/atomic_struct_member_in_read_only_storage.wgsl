struct Counters {
  hits: atomic<u32>,
  misses: atomic<u32>,
}
@group(0) @binding(0) var<storage> counters: Counters;
