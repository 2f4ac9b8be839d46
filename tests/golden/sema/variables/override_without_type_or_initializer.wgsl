override block_size;
