fn storageBarrier()
