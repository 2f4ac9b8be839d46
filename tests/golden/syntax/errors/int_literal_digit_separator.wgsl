const x = 1_000_000;
