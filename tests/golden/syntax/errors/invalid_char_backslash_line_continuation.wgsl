const x = 1 + \
  2;
