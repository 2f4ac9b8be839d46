var<private> x: vec2<abstract-int>;
