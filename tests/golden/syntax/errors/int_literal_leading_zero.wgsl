const mode = 08;
