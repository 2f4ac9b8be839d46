@must_use fn subgroupBallot(pred : bool) -> vec4<u32>
