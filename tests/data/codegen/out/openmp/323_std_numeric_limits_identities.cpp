#include <limits>

// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
extern "C" void blockExtremes(const int &n, const float *x, const int *k, float *lo, float *hi, int *kmax) {
  #pragma omp parallel for
  for (int b = 0; b < (n + 15) / 16; ++b) {
    float s_lo[16];
    float s_hi[16];
    int s_k[16];
    for (int t = 0; t < 16; ++t) {
      const int i = b * 16 + t;
      s_lo[t] = i < n ? x[i] : std::numeric_limits<float>::max();
      s_hi[t] = i < n ? x[i] : std::numeric_limits<float>::lowest();
      s_k[t] = i < n ? k[i] : std::numeric_limits<int>::min();
    }
    for (int w = 8; w > 0; w /= 2) {
      for (int t = 0; t < 16 && t < w; ++t) {
        s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
        s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
        s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
      }
    }
    for (int t = 0; t < 16; ++t) {
      if (t == 0) {
        lo[b] = s_lo[0];
        hi[b] = s_hi[0];
        kmax[b] = s_k[0];
      }
    }
  }
}
