var<private> a: array;
