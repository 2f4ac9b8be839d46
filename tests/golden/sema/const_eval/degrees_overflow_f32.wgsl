const d = degrees(3e38f);
