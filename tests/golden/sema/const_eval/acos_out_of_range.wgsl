const angle = acos(1.5);
