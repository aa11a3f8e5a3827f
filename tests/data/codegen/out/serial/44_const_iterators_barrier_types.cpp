// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
extern "C" void reverseBlocks(const int &n, const float *in, float *out) {
  for (int b = 0; b < (n + 15) / 16; ++b) {
    float s[16];
    for (int t = 0; t < 16; ++t) {
      const int i = 16 * b + t;
      s[t] = i < n ? in[i] : 0.0f;
    }
    for (int t = 0; t < 16; ++t) {
      const int i = 16 * b + t;
      if (i < n) {
        out[i] = s[15 - t];
      }
    }
  }
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; ++i) {
      if (i < n) {
        out[i] += 1.0f;
      }
    }
  }
}
