override width: u32 = height * 2u;
override height: u32 = width / 2u;
