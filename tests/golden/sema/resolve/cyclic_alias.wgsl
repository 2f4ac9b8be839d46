alias A = array<B, 4>;
alias B = array<A, 4>;
