const_assert 1i;
