fn workgroupBarrier()
