// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
const int WIDTH = 8;

extern "C" void rowSums(const int &rows, const float *a, float *sums) {
  constexpr int PAD = 1;
  #pragma omp parallel for
  for (int r = 0; r < rows; ++r) {
    const int cells = WIDTH + PAD;
    float row[cells];
    for (int c = 0; c < WIDTH; ++c) {
      row[c] = a[r * WIDTH + c];
    }
    for (int c = 0; c < 1; ++c) {
      row[WIDTH] = 0.0f;
      for (int k = 0; k < WIDTH; ++k) {
        row[WIDTH] += row[k];
      }
      sums[r] = row[WIDTH];
    }
  }
}
