@must_use fn workgroupUniformLoad(p : ptr<workgroup, atomic<T>, read_write>) -> T
