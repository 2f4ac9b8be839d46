// Identifiers from many scripts (XID_Start followed by XID_Continue).
const Δέλτα = 0.5;
const réflexion = 1.0;
const Кызыл = 2.0;
const 𝓶𝓪𝓲𝓷𝓥𝓪𝓵𝓾𝓮 = 3.0;
const 数値 = 4.0;
const مرحبا = 5.0;
const ℕ = 6u;
const ﬁle = 7;          // ligature fi (NFKC differs, but identifiers are compared by code points)
const _x = 8;
const x_1 = 9;
const _1 = 10;
const ǅungla = 11;       // titlecase letter
const naïve_café = 12;
const श्रेणी = 13;           // Devanagari with combining marks

struct Точка {
  χ : f32,
  ψ : f32,
}

fn longueur(p : Точка) -> f32 {
  return sqrt(p.χ * p.χ + p.ψ * p.ψ);
}

fn 𝓶𝓪𝓲𝓷() {
  var π = Δέλτα + réflexion + Кызыл + 𝓶𝓪𝓲𝓷𝓥𝓪𝓵𝓾𝓮 + 数値 + مرحبا;
  π += f32(ℕ) + f32(ﬁle + _x + x_1 + _1 + ǅungla + naïve_café + श्रेणी);
  let точка = Точка(π, 2.0);
  _ = longueur(точка);
}
