const x = 10l;
