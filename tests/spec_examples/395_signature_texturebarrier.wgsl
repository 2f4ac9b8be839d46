fn textureBarrier()
