const mask = 4294967296u;
