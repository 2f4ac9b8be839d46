@must_use fn workgroupUniformLoad(p : ptr<workgroup, T>) -> T
