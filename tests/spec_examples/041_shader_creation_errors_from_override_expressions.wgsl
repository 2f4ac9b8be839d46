override a : i32 = 0;
override b = a / 0; // shader-creation error,
                    // regardless of attempting to override c
