@must_use fn quadBroadcast(e : T, id : I) -> T
