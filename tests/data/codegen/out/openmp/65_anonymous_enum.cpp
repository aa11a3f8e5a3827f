// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

extern "C" void anonymousEnum(const int &nB, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int s[8];
    for (int t = 0; t < TILE; ++t) {
      s[t] = x[b * TILE + t];
    }
    for (int t = 0; t < HALF; ++t) {
      const level_t lv = t % 2 ? HIGH : LOW;
      const Mode m = lv == HIGH ? SUB : ADD;
      y[b * HALF + t] = m == ADD ? s[2 * t] + s[2 * t + 1] : s[2 * t] - s[2 * t + 1];
    }
  }
}
