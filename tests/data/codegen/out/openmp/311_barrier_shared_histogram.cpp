// Histogram with `@shared` bins and `@atomic`: bins zeroed by a strided loop whose start is the
// work-item index, a grid-strided `while` over the input whose bounds read it, `@atomic` updates
// of `@shared` and global bins; explicit barriers at the end of those `@inner` bodies (after,
// not inside, the per-work-item loops) and between the `@inner` loops.
// Defines: -DNBINS=10 -DBS=16 -DGROUPS=3
extern "C" void histogram(const int &N, const int *keys, int *hist) {
  #pragma omp parallel for
  for (int g = 0; g < 3; ++g) {
    int s_h[10];
    for (int t = 0; t < 16; ++t) {
      for (int k = t; k < 10; k += 16) {
        s_h[k] = 0;
      }
    }
    for (int t = 0; t < 16; ++t) {
      int id = g * 16 + t;
      while (id < N) {
        const int key = keys[id];
        if (key >= 0 && key < 10) {
          #pragma omp atomic
          s_h[key] += 1;
        }
        id += 3 * 16;
      }
    }
    for (int t = 0; t < 16; ++t) {
      for (int k = t; k < 10; k += 16) {
        if (s_h[k] != 0) {
          #pragma omp atomic
          hist[k] += s_h[k];
        }
      }
    }
  }
}
